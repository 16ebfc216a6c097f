import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Rows rendered beyond each edge of the visible window, so fast scrolling and Tab find them ready. */
export const OVERSCAN_ROWS = 6;
/**
 * The list renders again only once fewer rows than this are left rendered beyond the visible ones,
 * on a side where the list goes on: every few rows of scrolling rather than every row. Each render
 * is a commit that Chromium must raster before the next main frame.
 */
export const MIN_OVERSCAN_ROWS = 2;

interface VirtualListProps<Item> {
  items: readonly Item[];
  /** Every row has this height, in pixels. */
  rowHeight: number;
  /** The scroller's largest height, in pixels; shorter lists take only the room they need. */
  height: number;
  /** The scroller's accessible name. */
  label: string;
  renderRow: (item: Item, index: number) => ReactNode;
  getKey: (item: Item) => string;
  /** Where to start, e.g. where the shopper was before they opened an item. */
  initialScrollTop?: number;
  onScrollTopChange?: (scrollTop: number) => void;
}

/** The rows to render for a scroll position: the visible ones plus the overscan, clamped to the list. */
export function visibleRange(count: number, rowHeight: number, height: number, scrollTop: number) {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN_ROWS);
  const end = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN_ROWS);
  return { first, end: Math.max(first, end) };
}

/** Whether scrolling to `scrollTop` leaves too few rendered rows beyond the visible ones, on a side that has more. */
export function needsNewRange(range: { first: number; end: number }, count: number, rowHeight: number, height: number, scrollTop: number) {
  const firstVisible = Math.max(0, Math.floor(scrollTop / rowHeight));
  const endVisible = Math.min(count, Math.ceil((scrollTop + height) / rowHeight));
  return (
    (range.first > 0 && firstVisible - range.first < MIN_OVERSCAN_ROWS) ||
    (range.end < count && range.end - endVisible < MIN_OVERSCAN_ROWS)
  );
}

/**
 * A scrolling list that renders only the rows in view. Rows are positioned absolutely inside a
 * spacer as tall as the whole list, so the scrollbar and keyboard scrolling behave as for a full list.
 */
export function VirtualList<Item>({
  items,
  rowHeight,
  height,
  label,
  renderRow,
  getKey,
  initialScrollTop = 0,
  onScrollTopChange,
}: VirtualListProps<Item>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(initialScrollTop);
  const total = items.length * rowHeight;
  const viewport = Math.min(height, total);
  const { first, end } = visibleRange(items.length, rowHeight, viewport, scrollTop);

  useLayoutEffect(() => {
    // Setting scrollTop lays the page out there and then; a new scroller is at the top already.
    if (scroller.current && initialScrollTop > 0) scroller.current.scrollTop = initialScrollTop;
    // Only where the list starts; afterwards the shopper scrolls.
  }, []);

  const rows: ReactNode[] = [];
  for (let index = first; index < end; index += 1) {
    const item = items[index] as Item;
    rows.push(
      <div
        key={getKey(item)}
        className="virtual-row"
        role="listitem"
        aria-posinset={index + 1}
        aria-setsize={items.length}
        style={{ top: index * rowHeight, height: rowHeight }}
      >
        {renderRow(item, index)}
      </div>,
    );
  }

  return (
    <div
      ref={scroller}
      className="virtual-list"
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ height: viewport }}
      onScroll={(event) => {
        const top = event.currentTarget.scrollTop;
        // Render again only when the scroll nears the edge of the rendered rows, not at every row.
        if (needsNewRange({ first, end }, items.length, rowHeight, viewport, top)) setScrollTop(top);
        onScrollTopChange?.(top);
      }}
    >
      <div className="virtual-spacer" role="list" style={{ height: total }}>
        {rows}
      </div>
    </div>
  );
}
