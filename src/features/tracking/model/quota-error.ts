/** Firestore's "resource-exhausted" (quota or rate limit), from the SDK or a REST answer. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'resource-exhausted' || code === 'firestore/resource-exhausted';
}

const REFUSALS = new Set(['permission-denied', 'not-found', 'invalid-argument', 'failed-precondition']);

/**
 * A write the server answered and refused (the shopper lost the role, the item is gone, a value the
 * rules refuse): sending it again gets the same answer, unlike an unreachable server's.
 */
export function isRefusedWrite(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && REFUSALS.has(code.replace(/^firestore\//, ''));
}
