/** A read refused or of nothing: the account is no longer in that list (it left, or the list is gone). */
export function isGoneError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' || code === 'not-found';
}
