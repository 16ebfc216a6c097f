import type { Counts } from './ledger';

/**
 * Cloud Firestore (Standard edition) list prices, in US dollars per 100,000 documents, as read on
 * 28 November 2026 (https://firebase.google.com/docs/firestore/pricing and
 * https://cloud.google.com/firestore/pricing). The pages' table by location is drawn by script and
 * could not be read here: `nam5` is the multi-region price the pricing page has long printed
 * ("Multi-region ... Document reads $0.06 per 100,000 documents, writes $0.18, deletes $0.02"),
 * `us-central1` the regional US price ($0.03, $0.09, $0.01) as published guides quote it. A
 * Firebase project created with the default US location is `nam5`, so that is the headline.
 */
export const PRICES_READ_ON = '2026-11-28';
export const PRICE_SOURCES = [
  'https://firebase.google.com/docs/firestore/pricing',
  'https://cloud.google.com/firestore/pricing',
];

export const LOCATIONS = {
  nam5: { label: 'nam5 (multi-region, United States)', reads: 0.06, writes: 0.18, deletes: 0.02 },
  'us-central1': { label: 'us-central1 (Iowa, regional)', reads: 0.03, writes: 0.09, deletes: 0.01 },
} as const;
export type Location = keyof typeof LOCATIONS;
export const HEADLINE_LOCATION: Location = 'nam5';

/** The free quota of a project's one free database, per day (reset at midnight Pacific time). */
export const FREE_TIER_PER_DAY = { reads: 50_000, writes: 20_000, deletes: 20_000 } as const;

const PER = 100_000;

/** What these operations cost at list price in a location, in US dollars. */
export function priceOf(counts: Counts, location: Location = HEADLINE_LOCATION): number {
  const price = LOCATIONS[location];
  return (counts.reads * price.reads + counts.writes * price.writes + counts.deletes * price.deletes) / PER;
}

/** How many such shoppers a month's free quota covers (operations a day against the quota a day). */
export function shoppersInFreeTier(month: Counts, days: number): number {
  const perDay = (count: number) => count / days;
  const limits = [
    month.reads > 0 ? FREE_TIER_PER_DAY.reads / perDay(month.reads) : Infinity,
    month.writes > 0 ? FREE_TIER_PER_DAY.writes / perDay(month.writes) : Infinity,
    month.deletes > 0 ? FREE_TIER_PER_DAY.deletes / perDay(month.deletes) : Infinity,
  ];
  return Math.floor(Math.min(...limits));
}
