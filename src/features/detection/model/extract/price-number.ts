/**
 * Reads the numbers in a price string: decimal comma or point, thousands separators of any kind
 * (points, commas, spaces, apostrophes, Indian grouping), "12,-", ".75", "119. 95".
 */

export interface NumberSpan {
  value: number;
  start: number;
  end: number;
}

/** A private stand-in for an unusual decimal separator given as a hint (e.g. "€" in "1250€60"). */
export const DECIMAL_MARK = '\u0001';

const RUN_RE = new RegExp(`(?:[.,]{1,2}(?=\\d))?\\d(?:[\\d.,'’ʼ${DECIMAL_MARK} ]*\\d)?`, 'g');
const GROUP_SEP = /^['’ʼ ]$/;

interface Options {
  /** "." or "," when the decimal separator is known. */
  decimal?: string | undefined;
  /** A single separator before exactly three digits is a decimal point (KWD, BHD...). */
  threeDecimals?: boolean;
  /** The currency has no minor units (CLP, IDR, VND...): a single separator before three digits groups thousands. */
  noDecimals?: boolean;
}

/** Every number in `text`, in order. */
export function findNumbers(text: string, options: Options = {}): NumberSpan[] {
  const out: NumberSpan[] = [];
  for (const m of text.matchAll(RUN_RE)) splitRun(m[0], m.index, options, out);
  return out;
}

/** One run of digits and separators may hold several numbers ("4.81 16", "1 2 3"). */
function splitRun(run: string, offset: number, options: Options, out: NumberSpan[]): void {
  const parts = run.split(/(\d+)/);
  // parts: [leading, digits, sep, digits, sep, ..., digits, ""]
  let lead = parts[0] ?? '';
  let i = 1;
  let pos = offset + lead.length;
  while (i < parts.length) {
    const start = pos;
    const groups: string[] = [parts[i] ?? ''];
    const seps: string[] = [];
    pos += groups[0]!.length;
    let j = i + 1;
    let decimalDone = false;
    while (j + 1 < parts.length) {
      const sep = parts[j] ?? '';
      const next = parts[j + 1] ?? '';
      const core = sep.replace(/\s/g, '');
      const spaced = core.length !== sep.length;
      let ok: boolean;
      if (decimalDone) ok = false;
      else if (core === '' || GROUP_SEP.test(core))
        ok = next.length === 3 && sep.length <= 2 && seps.every((s) => s === ' ' || GROUP_SEP.test(s));
      else if (core === DECIMAL_MARK) ok = !spaced || next.length <= 2;
      else if (core.length !== 1) ok = false;
      else if (spaced) ok = sep.startsWith(core) && next.length <= 2;
      else ok = true;
      if (!ok) break;
      if ((spaced && core !== '') || core === DECIMAL_MARK) decimalDone = true;
      seps.push(core === '' ? ' ' : core);
      groups.push(next);
      pos += sep.length + next.length;
      j += 2;
    }
    const value = interpret(lead, groups, seps, options);
    if (value !== null) out.push({ value, start: start - lead.length, end: pos });
    lead = '';
    pos += (parts[j] ?? '').length;
    i = j + 1;
  }
}

function interpret(lead: string, groups: string[], seps: string[], options: Options): number | null {
  const decimal = options.decimal;
  if (lead) {
    // ".75", "..75": a fraction, unless the known decimal separator is the other one.
    if (!decimal || lead.includes(decimal)) {
      const digits = groups.join('');
      return Number(`0.${digits}`);
    }
  }
  const marks = seps.filter((s) => s === '.' || s === ',' || s === DECIMAL_MARK);
  let decimalIndex = -1;
  const markIndex = seps.lastIndexOf(DECIMAL_MARK);
  if (markIndex >= 0) decimalIndex = markIndex;
  else if (decimal === '.' || decimal === ',') decimalIndex = seps.lastIndexOf(decimal);
  else if (marks.length > 0) {
    const last = marks[marks.length - 1]!;
    const lastIndex = seps.lastIndexOf(last);
    const distinct = new Set(marks).size;
    if (distinct > 1) {
      if (marks.indexOf(last) !== marks.length - 1) return null;
      decimalIndex = lastIndex;
    } else if (marks.length === 1) {
      const after = groups[lastIndex + 1] ?? '';
      const first = groups[0] ?? '';
      const spacedBefore = seps.slice(0, lastIndex).some((s) => s !== last);
      const thousands =
        after.length === 3 && !options.threeDecimals && (options.noDecimals || (first !== '0' && first.length <= 3 && !spacedBefore));
      if (!thousands) decimalIndex = lastIndex;
    }
  }
  let intDigits = '';
  let fraction = '';
  for (let k = 0; k < groups.length; k++) {
    const g = groups[k]!;
    if (decimalIndex >= 0 && k > decimalIndex) fraction += g;
    else {
      if (k > 0 && !validGroup(groups, k, decimalIndex)) return null;
      intDigits += g;
    }
  }
  const value = Number(fraction ? `${intDigits}.${fraction}` : intDigits);
  return Number.isFinite(value) ? value : null;
}

/** Thousands groups hold three digits (or two, Indian style, before a final three). */
function validGroup(groups: string[], k: number, decimalIndex: number): boolean {
  const g = groups[k]!;
  const lastInt = decimalIndex >= 0 ? decimalIndex : groups.length - 1;
  if (g.length === 3) return true;
  return g.length === 2 && k < lastInt && (groups[lastInt]?.length ?? 0) === 3;
}
