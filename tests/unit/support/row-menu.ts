import { fireEvent, screen } from '@testing-library/react';

/** Opens the menu of the Lists tab row of the item named `item` (its "More for “…”" button). */
export function openRowMenu(item: string): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: `More for “${item}”` }));
  return screen.getByRole('menu');
}

/** The accessible names of the entries in the row menu of `item`, the menu closed again after. */
export function rowActions(item: string): string[] {
  const menu = openRowMenu(item);
  const names = screen.getAllByRole('menuitem').map((entry) => entry.getAttribute('aria-label') ?? entry.textContent ?? '');
  fireEvent.keyDown(menu, { key: 'Escape' });
  return names;
}

/** The entry named `action` in the row menu of `item`, the menu opened (for a click inside act()). */
export function rowAction(item: string, action: string): HTMLElement {
  openRowMenu(item);
  return screen.getByRole('menuitem', { name: action });
}

/** Chooses the entry named `action` in the row menu of `item`. */
export function chooseRowAction(item: string, action: string): void {
  openRowMenu(item);
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
}
