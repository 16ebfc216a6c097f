/** The list ids with `id` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveListId(ids: readonly string[], id: string, direction: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + direction;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const moved = [...ids];
  [moved[from], moved[to]] = [moved[to] as string, moved[from] as string];
  return moved;
}
