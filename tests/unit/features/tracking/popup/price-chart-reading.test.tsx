// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceChart, type ChartPoint } from '../../../../../src/features/tracking/popup/price-chart';
import { priceSteps } from '../../../../../src/features/tracking/popup/price-stats';

const DAY = 24 * 3600 * 1000;
const NOW = new Date(2026, 10, 28, 15, 30).getTime();
const START = NOW - 30 * DAY;
const points: ChartPoint[] = [
  { at: NOW - 28 * DAY, amount: 119 },
  { at: NOW - 20 * DAY, amount: 99 },
  { at: NOW - 9 * DAY, amount: 94 },
  { at: NOW - 3 * DAY, amount: 89 },
];

function renderChart(shown: readonly ChartPoint[] = points) {
  const steps = priceSteps(shown.map((point) => ({ ...point, currency: 'USD', outcome: 'ok' as const })), 'USD', START, NOW);
  return render(
    <PriceChart
      steps={steps}
      gaps={[{ from: NOW - 15 * DAY, to: NOW - 12 * DAY }]}
      points={shown}
      windowStart={START}
      now={NOW}
      typical={{ low: 89, high: 99 }}
      currency="USD"
      label="Price over the last 30 days, from $89.00 to $119.00"
    />,
  );
}

afterEach(cleanup);

describe('the price chart', () => {
  it('draws axes in prices and dates, the typical band, the out-of-stock span, a point for each observation, and the lowest and highest marked', () => {
    const { container } = renderChart();
    expect(screen.getByRole('img', { name: 'Price over the last 30 days, from $89.00 to $119.00' })).toBeTruthy();
    const labels = [...container.querySelectorAll('.price-chart-axis-label')].map((label) => label.textContent ?? '');
    expect(labels.filter((label) => label.startsWith('$')).length).toBeGreaterThanOrEqual(3);
    expect(labels.filter((label) => /^[A-Z][a-z]{2} \d{1,2}$/.test(label)).length).toBeGreaterThanOrEqual(2);
    expect(container.querySelectorAll('.price-chart-band')).toHaveLength(1);
    expect(container.querySelectorAll('.price-chart-gap')).toHaveLength(1);
    expect(container.querySelectorAll('.price-chart-point')).toHaveLength(4);
    expect([...container.querySelectorAll('.price-chart-extreme-label')].map((label) => label.textContent)).toEqual(['Lowest $89.00', 'Highest $119.00']);
  });

  it('reads a price out by keyboard: the arrows, Home and End move along the observations', () => {
    renderChart();
    const slider = screen.getByRole('slider', { name: 'Price on a date' });
    expect(slider.getAttribute('aria-valuemax')).toBe('4');
    fireEvent.focus(slider);
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^Nov 25, .*: \$89\.00$/);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^Nov 19, .*: \$94\.00$/);
    expect(slider.getAttribute('aria-valuenow')).toBe('3');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^Oct 31, .*: \$119\.00$/);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('4');
  });

  it('reads a price out by hover: the point nearest the pointer, with a cursor on it', () => {
    const { container } = renderChart();
    const frame = container.querySelector('.price-chart-frame') as HTMLElement;
    // jsdom lays nothing out: the frame is at 0, and its plot starts after the price labels.
    const plotLeft = Number(screen.getByRole('slider').style.left.replace('px', ''));
    const plotWidth = Number(screen.getByRole('slider').style.width.replace('px', ''));
    fireEvent.pointerMove(frame, { clientX: plotLeft + plotWidth * (9 / 30) });
    expect(container.querySelector('.price-chart-readout')?.textContent).toMatch(/^Nov 8, .*: \$99\.00$/);
    expect(container.querySelectorAll('.price-chart-cursor')).toHaveLength(1);
    fireEvent.pointerLeave(frame);
    expect(container.querySelectorAll('.price-chart-cursor')).toHaveLength(0);
  });

  it('draws a new item’s one reading inside the chart, not on its edge', () => {
    const { container } = renderChart([{ at: NOW - 10 * 60_000, amount: 24.5 }]);
    const point = container.querySelector('.price-chart-point') as SVGCircleElement;
    const slider = screen.getByRole('slider');
    const left = Number(slider.style.left.replace('px', ''));
    const width = Number(slider.style.width.replace('px', ''));
    const x = Number(point.getAttribute('cx'));
    expect((x - left) / width).toBeGreaterThan(0.3);
    expect((x - left) / width).toBeLessThan(0.7);
    expect(container.querySelectorAll('.price-chart-extreme-label')).toHaveLength(0);
  });
});
