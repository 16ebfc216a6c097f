import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from './class-names';

export interface MenuItem {
  /** What the item shows. */
  label: string;
  /** Its accessible name when the label alone is ambiguous; it must contain the label (WCAG 2.5.3). */
  name?: string | undefined;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
}

interface MenuProps {
  /** The trigger's accessible name, e.g. "More for “Trail Backpack”". */
  label: string;
  items: readonly MenuItem[];
  className?: string;
}

const GAP = 4;
const EDGE = 8;

/** Places the menu under its trigger, right edges aligned, or above it when there is no room below. */
export function menuPlacement(trigger: DOMRect, menu: { width: number; height: number }, viewport: { width: number; height: number }) {
  const left = Math.min(Math.max(EDGE, trigger.right - menu.width), viewport.width - menu.width - EDGE);
  const below = trigger.bottom + GAP;
  const above = trigger.top - GAP - menu.height;
  const top = below + menu.height <= viewport.height - EDGE || above < EDGE ? below : above;
  return { left: Math.max(EDGE, left), top };
}

/**
 * A row's secondary actions behind one button (WAI-ARIA menu button: Enter, Space or the arrows open
 * it; the arrows, Home and End move; Escape and Tab close it and give the focus back). The menu is
 * drawn over everything (a portal on the page's body), so no row or scroller can clip it.
 */
export function Menu({ label, items, className }: MenuProps) {
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  /** Where the trigger was when the menu was placed: the menu stays only while the trigger does. */
  const anchoredAt = useRef<{ left: number; top: number } | null>(null);
  const id = useId();

  const enabledItems = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(null);
    if (refocus) trigger.current?.focus();
  };

  useLayoutEffect(() => {
    const element = menu.current;
    const anchor = trigger.current;
    if (open === null || element === null || anchor === null) return;
    const anchorBox = anchor.getBoundingClientRect();
    anchoredAt.current = { left: anchorBox.left, top: anchorBox.top };
    const { left, top } = menuPlacement(anchorBox, element.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight });
    element.style.left = `${left}px`;
    element.style.top = `${top}px`;
    const targets = enabledItems();
    (open === 'first' ? targets[0] : targets.at(-1))?.focus();
  }, [open]);

  useEffect(() => {
    if (open === null) return;
    const outside = (event: Event) => {
      const target = event.target as Node | null;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    // The menu stays where it was drawn: when what is under it moves (a scroll, a resize), it closes.
    const moved = () => {
      const box = trigger.current?.getBoundingClientRect();
      const at = anchoredAt.current;
      if (box === undefined || at === null || Math.abs(box.left - at.left) > 1 || Math.abs(box.top - at.top) > 1) close(false);
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('scroll', moved, true);
    window.addEventListener('resize', moved);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('scroll', moved, true);
      window.removeEventListener('resize', moved);
    };
  }, [open]);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    // The focus goes back to the trigger, and Tab goes on from there as if the menu were not there.
    if (event.key === 'Tab') {
      close(true);
      return;
    }
    const targets = enabledItems();
    const at = targets.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'ArrowDown' ? (at + 1) % targets.length
      : event.key === 'ArrowUp' ? (at - 1 + targets.length) % targets.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? targets.length - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    targets[next]?.focus();
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={classNames('button button-quiet button-small menu-trigger', className)}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open === null ? undefined : id}
        onClick={() => (open === null ? setOpen('first') : close(false))}
        onKeyDown={onTriggerKeyDown}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="3" cy="8" r="1.5" fill="currentColor" />
          <circle cx="8" cy="8" r="1.5" fill="currentColor" />
          <circle cx="13" cy="8" r="1.5" fill="currentColor" />
        </svg>
      </button>
      {open !== null &&
        createPortal(
          <div
            ref={menu}
            id={id}
            role="menu"
            aria-label={label}
            className="menu"
            onKeyDown={onMenuKeyDown}
            onBlur={(event) => {
              const next = event.relatedTarget as Node | null;
              if (next !== null && !menu.current?.contains(next) && next !== trigger.current) close(false);
            }}
          >
            {items.map((item) => (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={classNames('menu-item', item.danger && 'menu-item-danger')}
                aria-label={item.name}
                aria-disabled={item.disabled || undefined}
                onClick={() => {
                  if (item.disabled) return;
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
