/**
 * Deep equality for plain data (what JSON holds), as JSON would see it: the order of an object's
 * keys does not matter (chrome.storage hands objects back with their keys sorted) and a key whose
 * value is undefined counts as absent. Parts that are the same object are not walked.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((value, index) => sameData(value, b[index]));
  }
  const left = definedKeys(a);
  const right = definedKeys(b);
  if (left.length !== right.length) return false;
  return left.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

function definedKeys(value: object): string[] {
  return Object.entries(value)
    .filter(([, entry]) => entry !== undefined)
    .map(([key]) => key);
}
