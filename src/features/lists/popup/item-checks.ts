import { LIMITS } from '../../../platform/limits';

export type QuantityCheck = { ok: true; value: number } | { ok: false };

/** A quantity as typed: a whole number within the limits, or not. */
export function checkQuantity(typed: string): QuantityCheck {
  const text = typed.trim();
  if (!/^\d{1,3}$/.test(text)) return { ok: false };
  const value = Number(text);
  return value >= LIMITS.quantity.min && value <= LIMITS.quantity.max ? { ok: true, value } : { ok: false };
}

/** The note as it is sent (trimmed, as the worker stores it), and whether it fits. */
export function noteFits(note: string): boolean {
  return note.trim().length <= LIMITS.note;
}
