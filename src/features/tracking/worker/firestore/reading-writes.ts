import { LIMITS } from '../../../../platform/limits';
import type { PricePoint } from '../../model/tracking';
import type { PlannedObservation, RecordPlan } from '../../model/record-plan';
import { observationIdOf } from '../../model/observation-id';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The two kinds of time a reading's documents hold, made by whichever SDK writes them: the full
 * SDK's and firebase/firestore/lite's sentinels and Timestamps are different classes, and each SDK
 * refuses the other's.
 */
export interface Stamps {
  serverTime(): unknown;
  at(ms: number): unknown;
}

/** What one reading writes: the writer's observation of the hour (`id`), the item's fields, both (one batch) or neither. */
export interface ReadingWrites {
  observation: { id: string; fields: Record<string, unknown> } | null;
  item: Record<string, unknown> | null;
}

function observationFields(uid: string, observation: PlannedObservation, stamps: Stamps): Record<string, unknown> {
  return {
    amount: observation.amount,
    currency: observation.currency,
    availability: observation.availability,
    observedAt: stamps.serverTime(),
    source: observation.source,
    observerId: uid,
    confidence: observation.confidence,
    method: observation.method,
    outcome: observation.outcome,
    // The TTL policy on `expiresAt` deletes what is older than two years (docs/product.md).
    expiresAt: stamps.at(observation.at + LIMITS.historyDays * DAY_MS),
  };
}

const lastCheckFields = (uid: string, outcome: PricePoint['outcome'], source: PricePoint['source'], stamps: Stamps) => ({
  at: stamps.serverTime(),
  outcome,
  source,
  observerId: uid,
});

/**
 * The documents `planRecording`'s decision writes: nothing, the item's `lastCheck` alone (a
 * heartbeat), an observation alone (a confirmation, with the heartbeat when due), or a change point
 * (the observation and the item that follows it).
 */
export function readingWrites(uid: string, plan: RecordPlan, stamps: Stamps): ReadingWrites {
  switch (plan.kind) {
    case 'none':
      return { observation: null, item: null };
    case 'heartbeat':
      return { observation: null, item: { lastCheck: lastCheckFields(uid, plan.outcome, plan.source, stamps) } };
    case 'confirmation':
      return {
        observation: { id: observationIdOf(plan.observation.hour, uid), fields: observationFields(uid, plan.observation, stamps) },
        item: plan.heartbeat ? { lastCheck: lastCheckFields(uid, plan.observation.outcome, plan.observation.source, stamps) } : null,
      };
    case 'change':
      return {
        observation: { id: observationIdOf(plan.observation.hour, uid), fields: observationFields(uid, plan.observation, stamps) },
        item: {
          ...plan.item,
          observerId: uid,
          // The field keeps its name from when observations were keyed by the hour alone: it names
          // the observation the item follows, by its id (docs/data-model.md).
          observationHour: observationIdOf(plan.observation.hour, uid),
          lastCheck: lastCheckFields(uid, plan.observation.outcome, plan.observation.source, stamps),
          // A server time cannot stand inside a list: the point carries the reading's time.
          trend: plan.trend.map((point) => ({ ...point, at: stamps.at(point.at) })),
          updatedAt: stamps.serverTime(),
        },
      };
  }
}
