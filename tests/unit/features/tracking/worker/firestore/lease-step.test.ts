import { describe, expect, it } from 'vitest';
import { KEEP_FOR_MS, LEASE_MS, leaseStep } from '../../../../../../src/features/tracking/worker/firestore/lease-step';

const NOW = Date.parse('2026-11-25T08:00:00Z');
const HOUR = 60 * 60 * 1000;

describe('a lease request', () => {
  it('writes a lease where there is none, or where one has ended', () => {
    expect(leaseStep({ untilMs: 0, takenAtMs: 0, ours: false }, NOW)).toBe('write');
    expect(leaseStep({ untilMs: NOW - 1, takenAtMs: NOW - LEASE_MS, ours: false }, NOW)).toBe('write');
    expect(leaseStep({ untilMs: NOW - 1, takenAtMs: NOW - 17 * HOUR, ours: true }, NOW)).toBe('write');
  });

  it("leaves another browser's running lease alone", () => {
    expect(leaseStep({ untilMs: NOW + 1, takenAtMs: NOW - HOUR, ours: false }, NOW)).toBe('held-by-other');
  });

  it('keeps its own lease without a write until 11 h after it was taken, whatever its length, and renews it after', () => {
    expect(KEEP_FOR_MS).toBe(11 * HOUR);
    expect(leaseStep({ untilMs: NOW + LEASE_MS, takenAtMs: NOW, ours: true }, NOW)).toBe('keep');
    expect(leaseStep({ untilMs: NOW + 6 * HOUR + 1, takenAtMs: NOW - KEEP_FOR_MS + 1, ours: true }, NOW)).toBe('keep');
    expect(leaseStep({ untilMs: NOW + 6 * HOUR, takenAtMs: NOW - KEEP_FOR_MS, ours: true }, NOW)).toBe('write');
  });
});
