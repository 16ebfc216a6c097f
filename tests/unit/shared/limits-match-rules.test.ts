// firestore.rules cannot import TypeScript, so its bounds are written out again there: this test reads
// the rules and fails when a bound in them differs from src/shared/limits.ts. It finds each bound by
// the field it constrains (not by line), and fails too when it cannot find one, so a reworded rule is
// noticed rather than silently skipped.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DAILY_CAP_RANGE } from '../../../src/shared/alerts';
import { LIMITS } from '../../../src/shared/limits';
import { TREND_POINTS } from '../../../src/shared/tracking';

const rules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8')
  .replace(/\/\/[^\n]*/g, '')
  .replace(/\s+/g, ' ');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The body of `function name(...) { ... }`, braces balanced. */
function functionBody(name: string): string {
  const start = new RegExp(`function ${escape(name)}\\s*\\([^)]*\\)\\s*\\{`).exec(rules);
  if (!start) throw new Error(`firestore.rules has no function ${name}`);
  let depth = 1;
  let at = start.index + start[0].length;
  for (; at < rules.length && depth > 0; at += 1) {
    if (rules[at] === '{') depth += 1;
    else if (rules[at] === '}') depth -= 1;
  }
  return rules.slice(start.index + start[0].length, at - 1);
}

/** Every [min, max] of `isText(field, min, max)` or `isTextOrNull(field, min, max)`; all must agree. */
function textBounds(field: string): [number, number] {
  const found = [...rules.matchAll(new RegExp(`isText(?:OrNull)?\\(\\s*${escape(field)}\\s*,\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)`, 'g'))]
    .map((match) => [Number(match[1]), Number(match[2])] as [number, number]);
  if (found.length === 0) throw new Error(`firestore.rules bounds no text ${field}`);
  expect(new Set(found.map((bounds) => bounds.join('-'))).size, `every bound on ${field} agrees`).toBe(1);
  return found[0]!;
}

/** The number in `subject <op> N`, written anywhere in the rules (every occurrence must agree). */
function comparison(subject: string, operator: string): number {
  const found = [...rules.matchAll(new RegExp(`${escape(subject)}\\s*${escape(operator)}\\s*(\\d+)`, 'g'))].map((m) => Number(m[1]));
  if (found.length === 0) throw new Error(`firestore.rules has no ${subject} ${operator} N`);
  expect(new Set(found).size, `every ${subject} ${operator} N agrees`).toBe(1);
  return found[0]!;
}

function numberIn(text: string, pattern: RegExp, what: string): number {
  const match = pattern.exec(text);
  if (!match) throw new Error(`firestore.rules: cannot find ${what}`);
  return Number(match[1]);
}

describe('firestore.rules enforces the limits of src/shared/limits.ts', () => {
  it('item texts', () => {
    expect(textBounds('item.name')).toEqual([1, LIMITS.productName]);
    expect(textBounds('item.brand')).toEqual([1, LIMITS.brand]);
    expect(textBounds('item.sku')).toEqual([1, LIMITS.identifier]);
    expect(textBounds('item.productKey')).toEqual([1, LIMITS.productKey]);
    expect(textBounds('item.store')).toEqual([1, LIMITS.store]);
    expect(textBounds('item.note')).toEqual([0, LIMITS.note]);
  });

  it('URLs', () => {
    expect(functionBody('isWebUrl')).toContain(`isText(value, 1, ${LIMITS.url})`);
  });

  it('quantity', () => {
    expect(comparison('item.quantity', '>=')).toBe(LIMITS.quantity.min);
    expect(comparison('item.quantity', '<=')).toBe(LIMITS.quantity.max);
  });

  it('prices', () => {
    expect(numberIn(functionBody('isPrice'), /value\s*<\s*(\d+)/, 'the price bound')).toBe(LIMITS.priceExclusiveMax);
  });

  it('list names and the list order', () => {
    expect(textBounds('name')).toEqual([LIMITS.listName.min, LIMITS.listName.max]);
    expect(comparison('order.size()', '<=')).toBe(LIMITS.listsPerAccount);
  });

  it('members per list and items per list', () => {
    expect(comparison('list.memberIds.size()', '<=')).toBe(LIMITS.membersPerList);
    expect(comparison('counter.count', '<=')).toBe(LIMITS.itemsPerList);
  });

  it('preferences', () => {
    expect(comparison('preferences.recheckHours', '>=')).toBe(LIMITS.recheckHours.min);
    expect(comparison('preferences.recheckHours', '<=')).toBe(LIMITS.recheckHours.max);
  });

  it('alerts', () => {
    expect(textBounds('alert.name')).toEqual([1, LIMITS.productName]);
    expect(comparison('alerts.dailyCap', '>=')).toBe(DAILY_CAP_RANGE.min);
    expect(comparison('alerts.dailyCap', '<=')).toBe(DAILY_CAP_RANGE.max);
  });

  it('tracking: the trend on an item, and leases', () => {
    expect(numberIn(functionBody('trendPoints'), /return\s+(\d+)/, 'the trend length')).toBe(TREND_POINTS);
    expect(textBounds('lease.store')).toEqual([1, LIMITS.store]);
    expect(textBounds('lease.browserId')).toEqual([1, LIMITS.browserId]);
    expect(numberIn(functionBody('validLease'), /duration\.value\((\d+), 'h'\)/, 'the lease length')).toBe(LIMITS.leaseHours + 1);
    expect(numberIn(functionBody('validExpiry'), /<\s*request\.time\s*\+\s*duration\.value\((\d+), 'd'\)/, 'the expiry bound')).toBe(
      LIMITS.historyDays + 1,
    );
  });

  it('document ids', () => {
    expect(numberIn(functionBody('idPattern'), /\{1,(\d+)\}/, 'the id pattern')).toBe(LIMITS.documentId);
  });
});
