import { LIMITS } from '../../shared/limits';

/**
 * How long a (list, store) lease lasts: a day, whatever the interval, so that keeping it costs one
 * write a day shared by the group's items (an unchanged item's budget is two writes a day: its
 * heartbeat and its share of the lease). The price: when the holding browser stops checking, the
 * others take over within a day (docs/data-model.md, "Leases").
 */
export const RECHECK_LEASE_MS = LIMITS.leaseHours * 3_600_000;
