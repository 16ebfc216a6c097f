// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_OVERSCAN_ROWS, OVERSCAN_ROWS, VirtualList, needsNewRange, visibleRange } from '../../../../../src/features/lists/popup/virtual-list';

const ROW = 50;
const HEIGHT = 300;
const numbers = Array.from({ length: 1000 }, (_, index) => index);

function renderNumbers(items: number[] = numbers, initialScrollTop?: number) {
  render(
    <VirtualList
      items={items}
      rowHeight={ROW}
      height={HEIGHT}
      label="Numbers"
      getKey={(n) => String(n)}
      renderRow={(n) => <button type="button">Row {n}</button>}
      initialScrollTop={initialScrollTop}
    />,
  );
  return screen.getByRole('region', { name: 'Numbers' });
}

const renderedRows = () => screen.queryAllByRole('listitem').map((row) => row.textContent);

describe('visibleRange', () => {
  it('covers the visible rows plus the overscan, within the list', () => {
    expect(visibleRange(1000, ROW, HEIGHT, 0)).toEqual({ first: 0, end: 6 + OVERSCAN_ROWS });
    expect(visibleRange(1000, ROW, HEIGHT, 1000)).toEqual({ first: 20 - OVERSCAN_ROWS, end: 26 + OVERSCAN_ROWS });
    expect(visibleRange(1000, ROW, HEIGHT, 49_700)).toEqual({ first: 994 - OVERSCAN_ROWS, end: 1000 });
    expect(visibleRange(0, ROW, HEIGHT, 0)).toEqual({ first: 0, end: 0 });
  });
});

describe('needsNewRange', () => {
  it('asks for a render only when too few rendered rows are left beyond the visible ones', () => {
    const range = visibleRange(1000, ROW, HEIGHT, 1000); // rows 14 to 31, rows 20 to 25 visible
    expect(needsNewRange(range, 1000, ROW, HEIGHT, 1000)).toBe(false);
    const slack = (OVERSCAN_ROWS - MIN_OVERSCAN_ROWS) * ROW;
    expect(needsNewRange(range, 1000, ROW, HEIGHT, 1000 + slack)).toBe(false);
    expect(needsNewRange(range, 1000, ROW, HEIGHT, 1000 + slack + 1)).toBe(true);
    expect(needsNewRange(range, 1000, ROW, HEIGHT, 1000 - slack)).toBe(false);
    expect(needsNewRange(range, 1000, ROW, HEIGHT, 1000 - slack - 1)).toBe(true);
  });

  it('does not ask for rows beyond either end of the list', () => {
    expect(needsNewRange(visibleRange(1000, ROW, HEIGHT, 0), 1000, ROW, HEIGHT, 0)).toBe(false);
    const last = visibleRange(1000, ROW, HEIGHT, 49_700);
    expect(needsNewRange(last, 1000, ROW, HEIGHT, 49_700)).toBe(false);
    expect(needsNewRange({ first: 0, end: 3 }, 3, ROW, HEIGHT, 0)).toBe(false);
  });
});

describe('VirtualList', () => {
  afterEach(cleanup);

  it('renders only a window of a long list, in a named and focusable scroller', () => {
    const scroller = renderNumbers();
    expect(renderedRows()).toEqual(Array.from({ length: 6 + OVERSCAN_ROWS }, (_, n) => `Row ${n}`));
    expect(scroller.tabIndex).toBe(0);
    expect(scroller.style.height).toBe(`${HEIGHT}px`);
    const spacer = screen.getByRole('list');
    expect(spacer.style.height).toBe(`${1000 * ROW}px`);
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(first.getAttribute('aria-setsize')).toBe('1000');
    expect(first.getAttribute('aria-posinset')).toBe('1');
  });

  it('changes which rows are rendered as it scrolls, placing each at its offset', () => {
    const scroller = renderNumbers();
    scroller.scrollTop = 25_000;
    fireEvent.scroll(scroller);
    const rows = renderedRows();
    expect(rows).toContain('Row 500');
    expect(rows).toContain('Row 505');
    expect(rows).not.toContain('Row 0');
    expect(rows.length).toBeLessThanOrEqual(6 + 2 * OVERSCAN_ROWS + 1);
    const row = screen.getByText('Row 500').closest('[role="listitem"]') as HTMLElement;
    expect(row.style.top).toBe(`${500 * ROW}px`);
    expect(row.getAttribute('aria-posinset')).toBe('501');
  });

  it('renders again only when the scroll brings other rows into view', () => {
    let rendered = 0;
    render(
      <VirtualList
        items={numbers}
        rowHeight={ROW}
        height={HEIGHT}
        label="Numbers"
        getKey={(n) => String(n)}
        renderRow={(n) => {
          rendered += 1;
          return <span>Row {n}</span>;
        }}
      />,
    );
    const scroller = screen.getByRole('region', { name: 'Numbers' });
    const scrollTo = (top: number) => {
      scroller.scrollTop = top;
      fireEvent.scroll(scroller);
    };
    // From the top, rows 0 to 11 are rendered; the list renders again once fewer than
    // MIN_OVERSCAN_ROWS rendered rows are left below the visible ones.
    const slack = (OVERSCAN_ROWS - MIN_OVERSCAN_ROWS) * ROW;
    for (const top of [10, 60, 120, slack - 1, slack]) scrollTo(top);
    expect(rendered).toBe(6 + OVERSCAN_ROWS);
    scrollTo(slack + 1);
    expect(rendered).toBeGreaterThan(6 + OVERSCAN_ROWS);
    expect(renderedRows().at(-1)).toBe(`Row ${Math.ceil((slack + 1 + HEIGHT) / ROW) + OVERSCAN_ROWS - 1}`);
    const before = rendered;
    scrollTo(slack + 20);
    expect(rendered).toBe(before);
  });

  it('starts where it is told to, and takes only the room a short list needs', () => {
    renderNumbers(numbers, 10_000);
    expect(renderedRows()).toContain('Row 200');
    cleanup();
    const scroller = renderNumbers([1, 2, 3]);
    expect(scroller.style.height).toBe(`${3 * ROW}px`);
    expect(renderedRows()).toEqual(['Row 1', 'Row 2', 'Row 3']);
  });
});
