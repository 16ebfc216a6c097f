/**
 * Which of the items a browser's cache holds, unchanged since its mark, the server no longer has,
 * found by counting rather than reading them: a deleted document carries no time, so the "changed
 * since" queries cannot name it, and reading every item to find it is what they exist to avoid.
 *
 * `candidates` are those items' ids in the order Firestore sorts document ids (ASCII, as the ids
 * Firestore makes are); `missing` how many of them are gone (from the list's item counter).
 * `presentBetween(from, to)` answers how many of the candidates in the id range [from, to) the
 * server holds (a count query less the changed items the range holds). The ranges halve, so k
 * removals among n items cost about k·log2(n) counts, each billed as one read.
 */
export async function findRemoved(
  candidates: readonly string[],
  missing: number,
  presentBetween: (from: string, to: string) => Promise<number>,
): Promise<string[]> {
  async function search(low: number, high: number, gone: number): Promise<string[]> {
    if (gone <= 0) return [];
    if (gone >= high - low) return candidates.slice(low, high);
    const middle = Math.floor((low + high) / 2);
    const goneOnLeft = middle - low - (await presentBetween(candidates[low] as string, candidates[middle] as string));
    return [...(await search(low, middle, goneOnLeft)), ...(await search(middle, high, gone - goneOnLeft))];
  }
  return search(0, candidates.length, missing);
}
