import { describe, expect, it } from 'vitest';
import { LEASE_MS, RENEW_BEFORE_MS, leaseStep } from '../../../../../../src/features/tracking/worker/firestore/lease-step';

const NOW = Date.parse('2026-11-25T08:00:00Z');

describe('a lease request', () => {
  it('writes a lease where there is none, or where one has ended', () => {
    expect(leaseStep({ untilMs: 0, ours: false }, NOW)).toBe('write');
    expect(leaseStep({ untilMs: NOW - 1, ours: false }, NOW)).toBe('write');
  });

  it("leaves another browser's running lease alone", () => {
    expect(leaseStep({ untilMs: NOW + 1, ours: false }, NOW)).toBe('held-by-other');
  });

  it('keeps its own lease without a write while more than the renewal margin is left, and renews it after', () => {
    expect(leaseStep({ untilMs: NOW + LEASE_MS, ours: true }, NOW)).toBe('keep');
    expect(leaseStep({ untilMs: NOW + RENEW_BEFORE_MS + 1, ours: true }, NOW)).toBe('keep');
    expect(leaseStep({ untilMs: NOW + RENEW_BEFORE_MS, ours: true }, NOW)).toBe('write');
  });
});
