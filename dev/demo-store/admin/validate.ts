import { hasValidDecimals } from '../money';
import type { OfferPatch } from '../state';
import { availabilities, botCheckStatuses, challengeStatuses, goneStatuses, maxRetryAfterS, pageModes } from '../types';
import type { ModeChange, ProductView } from '../types';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export const maxDelayMs = 60_000;
const maxPrice = 1e9;

export function parseOfferPatch(body: unknown, current: ProductView): Parsed<OfferPatch> {
  const object = asObject(body, ['price', 'listPrice', 'availability']);
  if (!object.ok) return object;
  const { price, listPrice, availability } = object.value;
  if (price === undefined && listPrice === undefined && availability === undefined) {
    return fail('send at least one of price, listPrice, availability');
  }
  const patch: OfferPatch = {};
  const { currency } = current.product;

  if (price !== undefined) {
    const amount = parseAmount('price', price, current);
    if (!amount.ok) return amount;
    patch.price = amount.value;
  }
  if (listPrice !== undefined) {
    if (listPrice === null) patch.listPrice = null;
    else {
      const amount = parseAmount('listPrice', listPrice, current);
      if (!amount.ok) return amount;
      patch.listPrice = amount.value;
    }
  }
  if (availability !== undefined) {
    if (!isOneOf(availability, availabilities)) {
      return fail(`availability must be one of ${availabilities.join(', ')}`);
    }
    patch.availability = availability;
  }

  const nextPrice = patch.price ?? current.state.price;
  const nextListPrice = patch.listPrice === undefined ? current.state.listPrice : patch.listPrice;
  if (nextListPrice !== null && nextListPrice <= nextPrice) {
    return fail(
      `listPrice (${nextListPrice} ${currency}) must be greater than price (${nextPrice} ${currency}); ` +
        'send listPrice: null to end the sale',
    );
  }
  return { ok: true, value: patch };
}

export function parseModeChange(body: unknown): Parsed<ModeChange> {
  const object = asObject(body, ['mode', 'delayMs', 'status', 'retryAfterS']);
  if (!object.ok) return object;
  const { mode, delayMs, status, retryAfterS } = object.value;
  if (!isOneOf(mode, pageModes)) return fail(`mode must be one of ${pageModes.join(', ')}`);
  const change: ModeChange = { mode };
  if (delayMs !== undefined) {
    if (mode !== 'slow') return fail("delayMs only applies to mode 'slow'");
    if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > maxDelayMs) {
      return fail(`delayMs must be a whole number of milliseconds from 0 to ${maxDelayMs}`);
    }
    change.delayMs = delayMs;
  }
  if (status !== undefined) {
    const pick = <S extends number>(allowed: readonly S[]): Parsed<S> => {
      const chosen = allowed.find((candidate) => candidate === status);
      return chosen === undefined ? fail(`status for ${mode} must be one of ${allowed.join(', ')}`) : { ok: true, value: chosen };
    };
    if (mode === 'bot-check') {
      const chosen = pick(botCheckStatuses);
      if (!chosen.ok) return chosen;
      change.botCheckStatus = chosen.value;
    } else if (mode === 'challenge') {
      const chosen = pick(challengeStatuses);
      if (!chosen.ok) return chosen;
      change.challengeStatus = chosen.value;
    } else if (mode === 'gone') {
      const chosen = pick(goneStatuses);
      if (!chosen.ok) return chosen;
      change.goneStatus = chosen.value;
    } else {
      return fail("status only applies to modes 'bot-check', 'challenge' and 'gone'");
    }
  }
  if (retryAfterS !== undefined) {
    if (mode !== 'rate-limited') return fail("retryAfterS only applies to mode 'rate-limited'");
    if (typeof retryAfterS !== 'number' || !Number.isInteger(retryAfterS) || retryAfterS < 0 || retryAfterS > maxRetryAfterS) {
      return fail(`retryAfterS must be a whole number of seconds from 0 to ${maxRetryAfterS}`);
    }
    change.retryAfterS = retryAfterS;
  }
  return { ok: true, value: change };
}

function parseAmount(field: string, value: unknown, current: ProductView): Parsed<number> {
  const { currency } = current.product;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return fail(`${field} must be a number (in ${currency}, e.g. 12.5), got ${JSON.stringify(value)}`);
  }
  if (value <= 0 || value >= maxPrice) return fail(`${field} must be greater than 0 and below ${maxPrice}`);
  if (!hasValidDecimals(value, currency)) {
    return fail(`${field} has more decimals than ${currency} allows`);
  }
  return { ok: true, value };
}

function asObject(body: unknown, allowed: readonly string[]): Parsed<Record<string, unknown>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail('the body must be a JSON object');
  }
  const unknownFields = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknownFields.length > 0) {
    return fail(`unknown field(s) ${unknownFields.join(', ')}; allowed: ${allowed.join(', ')}`);
  }
  return { ok: true, value: body as Record<string, unknown> };
}

function isOneOf<T extends string>(value: unknown, options: readonly T[]): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}
