import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, '../../../src/ui/tokens.css'), 'utf8');

/** The colour tokens declared in a block: `--color-x: #rrggbb`. */
function colours(block: string): Map<string, string> {
  return new Map([...block.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((match) => [match[1] as string, (match[2] as string).toLowerCase()]));
}

const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
const light = colours(css.slice(0, darkStart));
// Dark overrides light; a token dark does not override keeps its light value.
const dark = new Map([...light, ...colours(css.slice(darkStart, css.indexOf('@media (prefers-reduced-motion')))]);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255).map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two sRGB colours. */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const SURFACES = ['color-bg', 'color-surface', 'color-surface-sunken', 'color-surface-raised'];
/** Text (4.5:1, WCAG 1.4.3) on the backgrounds it is written on. */
const TEXT_PAIRS: [string, string[]][] = [
  ['color-text', SURFACES],
  ['color-text-muted', SURFACES],
  ['color-accent', SURFACES],
  ['color-danger', SURFACES],
  ['color-on-accent', ['color-accent', 'color-accent-hover']],
  ['color-on-danger', ['color-danger', 'color-danger-hover']],
  ['color-accent-on-subtle', ['color-accent-subtle']],
  ['color-danger-on-subtle', ['color-danger-subtle']],
  ['color-warning-on-subtle', ['color-warning-subtle']],
  ['color-neutral-on-subtle', ['color-neutral-subtle']],
  ['color-text', ['color-chart-band', 'color-chart-gap']],
];
/** Controls' edges, focus rings and chart marks (3:1, WCAG 1.4.11) against what is next to them. */
const GRAPHIC_PAIRS: [string, string[]][] = [
  ['color-border-strong', SURFACES],
  ['color-focus', [...SURFACES, 'color-accent-subtle']],
  ['color-accent', [...SURFACES, 'color-chart-band', 'color-chart-gap']],
  ['color-danger', ['color-chart-band', 'color-chart-gap']],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('colour tokens, %s', (_scheme, scheme) => {
  const value = (token: string) => {
    const found = scheme.get(token);
    if (found === undefined) throw new Error(`tokens.css declares no ${token}`);
    return found;
  };
  it.each(TEXT_PAIRS.flatMap(([text, backgrounds]) => backgrounds.map((background) => [text, background] as const)))('%s on %s reads at 4.5:1 or more', (text, background) => {
    expect(contrast(value(text), value(background))).toBeGreaterThanOrEqual(4.5);
  });
  it.each(GRAPHIC_PAIRS.flatMap(([mark, backgrounds]) => backgrounds.map((background) => [mark, background] as const)))('%s against %s stands out at 3:1 or more', (mark, background) => {
    expect(contrast(value(mark), value(background))).toBeGreaterThanOrEqual(3);
  });
});

describe('the contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#0d6e5a', '#0d6e5a')).toBe(1);
  });
  it('finds the dark accent of the first design too dim on a dark page (3.0:1)', () => {
    expect(contrast('#0d6e5a', '#121212')).toBeLessThan(3.1);
  });
});

describe('the stylesheets', () => {
  const sheets = ['theme.css', 'components.css', 'screens.css'].map((file) => [file, readFileSync(join(import.meta.dirname, '../../../src/ui', file), 'utf8')] as const);
  it.each(sheets)('%s writes no colour of its own: every colour is a token', (_file, text) => {
    const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(withoutComments.match(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/gi) ?? []).toEqual([]);
  });
});
