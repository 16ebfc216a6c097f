// firestore.rules cannot import TypeScript, so its bounds are written out again there: this test reads
// the rules and fails when a bound in them differs from src/platform/limits.ts. It finds each bound by
// the field it constrains (not by line), and fails too when it cannot find one, so a reworded rule is
// noticed rather than silently skipped.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/platform/limits';
import { INVITE_CODE_ALPHABET } from '../../../src/features/sharing/model/sharing';

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

/**
 * Every [min, max] of `isText(field, min, max)`, `isTextOrNull(field, min, max)`, or the form the
 * rules budget writes out, `field > '' && field.size() <= max` (a non-empty string: min 1); all
 * must agree.
 */
function textBounds(field: string): [number, number] {
  const name = escape(field);
  const found = [
    ...[...rules.matchAll(new RegExp(`isText(?:OrNull)?\\(\\s*${name}\\s*,\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)`, 'g'))].map(
      (match) => [Number(match[1]), Number(match[2])] as [number, number],
    ),
    ...[...rules.matchAll(new RegExp(`${name} > '' && ${name}\\.size\\(\\) <= (\\d+)`, 'g'))].map((match) => [1, Number(match[1])] as [number, number]),
  ];
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

/** The character class of the code invite's id pattern, as a one-character RegExp. */
function codeCharacterClass(invite: string): RegExp {
  const match = /invite\.email == null && code\.matches\('(\[[^\]]+\])\{\d+\}'\)/.exec(invite);
  if (!match) throw new Error('firestore.rules: cannot find the invite code pattern');
  return new RegExp(`^${match[1]}$`);
}

function numberIn(text: string, pattern: RegExp, what: string): number {
  const match = pattern.exec(text);
  if (!match) throw new Error(`firestore.rules: cannot find ${what}`);
  return Number(match[1]);
}

describe('firestore.rules enforces the limits of src/platform/limits.ts', () => {
  it('item texts', () => {
    expect(textBounds('item.name')).toEqual([1, LIMITS.productName]);
    expect(textBounds('item.brand')).toEqual([1, LIMITS.brand]);
    expect(textBounds('item.sku')).toEqual([1, LIMITS.identifier]);
    expect(textBounds('item.productKey')).toEqual([1, LIMITS.productKey]);
    // The store is checked with its address, in one regular expression (the rules budget).
    expect(functionBody('validPageValues')).toContain('isUrlOnStore(item.url, item.store)');
    expect(functionBody('isUrlOnStore')).toContain(`store.matches('[a-z0-9.-]{1,${LIMITS.store}}')`);
    expect(textBounds('item.note')).toEqual([0, LIMITS.note]);
  });

  it('URLs', () => {
    expect(functionBody('isWebUrl')).toContain(`value.size() <= ${LIMITS.url}`);
    expect(functionBody('isUrlOnStore')).toContain(`url.size() <= ${LIMITS.url}`);
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
    expect(comparison('alerts.dailyCap', '>=')).toBe(LIMITS.dailyCap.min);
    expect(comparison('alerts.dailyCap', '<=')).toBe(LIMITS.dailyCap.max);
  });

  it('tracking: the trend on an item, and leases', () => {
    expect(numberIn(functionBody('trendPoints'), /return\s+(\d+)/, 'the trend length')).toBe(LIMITS.trendPoints);
    expect(textBounds('lease.store')).toEqual([1, LIMITS.store]);
    expect(textBounds('lease.browserId')).toEqual([1, LIMITS.browserId]);
    expect(numberIn(functionBody('validLease'), /duration\.value\((\d+), 'h'\)/, 'the lease length')).toBe(LIMITS.leaseHours + 1);
    expect(numberIn(functionBody('validExpiry'), /<\s*request\.time\s*\+\s*duration\.value\((\d+), 'd'\)/, 'the expiry bound')).toBe(
      LIMITS.historyDays + 1,
    );
  });

  it('sharing: member names, invites and their codes', () => {
    expect(functionBody('isMemberName')).toContain(`isText(value, ${LIMITS.memberName.min}, ${LIMITS.memberName.max})`);
    expect(textBounds('activity.actorName')).toEqual([LIMITS.memberName.min, LIMITS.memberName.max]);
    const invite = functionBody('validNewInvite');
    expect(numberIn(invite, /invite\.maxUses\s*>=\s*(\d+)/, 'the least invite uses')).toBe(LIMITS.inviteUses.min);
    expect(numberIn(invite, /invite\.maxUses\s*<=\s*(\d+)/, 'the most invite uses')).toBe(LIMITS.inviteUses.max);
    // The expiry is written by the client, so the rules allow an hour either side of the 7 days.
    const hours = LIMITS.inviteValidDays * 24;
    expect(numberIn(invite, /invite\.expiresAt\s*>\s*request\.time\s*\+\s*duration\.value\((\d+), 'h'\)/, 'the earliest expiry')).toBe(hours - 1);
    expect(numberIn(invite, /invite\.expiresAt\s*<\s*request\.time\s*\+\s*duration\.value\((\d+), 'h'\)/, 'the latest expiry')).toBe(hours + 1);
    expect(numberIn(invite, /invite\.email == null && code\.matches\('[^']*\{(\d+)\}'\)/, 'the code length')).toBe(LIMITS.inviteCode);
    expect(numberIn(invite, /invite\.email\.matches\('[^']*'\) && code\.matches\('[^']*\{(\d+)\}'\)/, 'the email invite id length')).toBe(
      LIMITS.emailInviteId,
    );
    expect(textBounds('invite.email')).toEqual([3, LIMITS.email]);
    // One invite can fill a list: every member but the owner.
    expect(LIMITS.inviteUses.max).toBe(LIMITS.membersPerList - 1);
  });

  it('the code alphabet the rules match is the one codes are drawn from', () => {
    const pattern = codeCharacterClass(functionBody('validNewInvite'));
    expect([...INVITE_CODE_ALPHABET].every((char) => pattern.test(char))).toBe(true);
    expect(['I', 'L', 'O', 'U', 'a'].some((char) => pattern.test(char))).toBe(false);
  });

  it('observers and alert preferences', () => {
    // An item's and an observation's observer is never free text: every mention ties it with == to
    // the writer (request.auth.uid) or to the observation it follows, so the user id's own bound holds.
    for (const field of ['item.observerId', 'observation.observerId']) {
      // (Or as one of a list of plain values compared with ==: `[item.addedBy, item.observerId] == [uid, uid]`.)
      const mentions = [...rules.matchAll(new RegExp(`(==\\s*)?${escape(field)}(\\s*==|(?:,\\s*[\\w.]+)*\\]\\s*==)?`, 'g'))];
      expect(mentions.length, field).toBeGreaterThan(0);
      expect(mentions.filter((mention) => mention[1] === undefined && mention[2] === undefined).map((mention) => mention[0]), field).toEqual([]);
    }
    // A check names its writer: the whole map is compared, observer included.
    expect(rules).toMatch(/check == \{[^}]*'observerId': request\.auth\.uid\}/);
    expect(textBounds('alert.observerId')).toEqual([1, LIMITS.userId]);
    expect(textBounds('alerts.timeZone')).toEqual([0, LIMITS.timeZone]);
    expect(textBounds('alerts.priceLocale')).toEqual([1, LIMITS.priceLocale]);
    expect(comparison('basisPoints', '>=')).toBe(LIMITS.basisPoints.min);
    expect(comparison('basisPoints', '<=')).toBe(LIMITS.basisPoints.max);
  });

  it('document ids', () => {
    expect(numberIn(functionBody('idPattern'), /\{1,(\d+)\}/, 'the id pattern')).toBe(LIMITS.documentId);
  });
});
