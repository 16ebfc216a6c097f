/** Firestore's "resource-exhausted" (quota or rate limit), from the SDK or a REST answer. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'resource-exhausted' || code === 'firestore/resource-exhausted';
}
