// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, menuPlacement } from '../../../src/ui/menu';

afterEach(cleanup);

function renderMenu() {
  const history = vi.fn();
  const edit = vi.fn();
  const release = vi.fn();
  render(
    <div style={{ contain: 'strict' }}>
      <Menu
        label="More for “Trail Backpack”"
        items={[
          { label: 'Price history', name: 'Price history of Trail Backpack', onSelect: history },
          { label: 'Edit', name: 'Edit Trail Backpack', onSelect: edit, disabled: true },
          { label: 'Release', onSelect: release, danger: true },
        ]}
      />
      <button type="button">Elsewhere</button>
    </div>,
  );
  return { history, edit, release, trigger: screen.getByRole('button', { name: 'More for “Trail Backpack”' }) };
}

const focusedName = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;

describe('menu', () => {
  it('is a menu button, closed at first', () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on a click onto the page body (out of any row that would clip it), its first item focused', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'More for “Trail Backpack”' });
    expect(menu.parentElement).toBe(document.body);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('aria-label') ?? item.textContent)).toEqual([
      'Price history of Trail Backpack',
      'Edit Trail Backpack',
      'Release',
    ]);
    expect(focusedName()).toBe('Price history of Trail Backpack');
  });

  it('moves with the arrows, Home and End, past disabled items, round the ends', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focusedName()).toBe('Release');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focusedName()).toBe('Price history of Trail Backpack');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focusedName()).toBe('Release');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focusedName()).toBe('Price history of Trail Backpack');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focusedName()).toBe('Release');
  });

  it('opens from the keyboard on the last item with ArrowUp', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(focusedName()).toBe('Release');
  });

  it('closes on Escape and on Tab, giving the focus back to its button', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('does what an item says and closes; a disabled item does nothing', () => {
    const { history, edit, trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit Trail Backpack' }));
    expect(edit).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Price history of Trail Backpack' }));
    expect(history).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when the shopper presses elsewhere, or scrolls its button away', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger);
    // A scroll that leaves its button where it was (a focus scrolling something else) keeps it.
    fireEvent.scroll(document);
    expect(screen.getByRole('menu')).toBeTruthy();
    trigger.getBoundingClientRect = () => ({ left: 0, top: 40, right: 26, bottom: 66, width: 26, height: 26, x: 0, y: 40, toJSON: () => ({}) });
    fireEvent.scroll(document);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('menu placement', () => {
  const trigger = { top: 100, bottom: 126, left: 330, right: 356 } as DOMRect;
  const viewport = { width: 380, height: 560 };

  it('goes under its button, right edges aligned', () => {
    expect(menuPlacement(trigger, { width: 160, height: 120 }, viewport)).toEqual({ left: 196, top: 130 });
  });

  it('goes above when there is no room below, and stays inside the window', () => {
    const low = { ...trigger, top: 500, bottom: 526 } as DOMRect;
    expect(menuPlacement(low, { width: 160, height: 120 }, viewport)).toEqual({ left: 196, top: 376 });
    const left = { ...trigger, left: 4, right: 30 } as DOMRect;
    expect(menuPlacement(left, { width: 160, height: 120 }, viewport).left).toBe(8);
  });

  it('stays below when there is no room above either', () => {
    expect(menuPlacement(trigger, { width: 160, height: 500 }, viewport).top).toBe(130);
  });
});
