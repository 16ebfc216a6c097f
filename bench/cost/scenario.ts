import type { Market, Product } from './market';

/** A shopper's world for a month: accounts, their browsers and when each is open, lists, and what people do. */
export interface Scenario {
  name: string;
  description: string;
  market: Market;
  accounts: AccountSpec[];
  browsers: BrowserSpec[];
  lists: ListSpec[];
  /** What people do during the month, in time order (the simulation skips what falls on a closed browser). */
  events: MonthEvent[];
  /** The account whose cost this is (its shared lists' members are part of it). */
  shopper: string;
  /** Minutes between the alarm's runs in the simulation (the extension's alarm: 1). */
  alarmEveryMinutes: number;
  /** Minutes between worker restarts while a browser is open, besides the popup's (see the result's note). */
  restartEveryMinutes: number;
  /**
   * Days simulated: the whole month, or a window of whole weeks whose recurring lines are scaled
   * to the month (the once-a-month export, inside the window, is counted once).
   */
  simulatedDays: number;
}

export interface AccountSpec {
  uid: string;
  /** Their name in shared lists. */
  name: string;
}

export interface BrowserSpec {
  name: string;
  uid: string;
  /** Whether the browser is running at this time (its worker may then run). */
  open(at: number): boolean;
}

export interface ListSpec {
  key: string;
  owner: string;
  /** 'Wishlist' is the list every account starts with (its id is the owner's uid). */
  name: string;
  gift: boolean;
  members: { uid: string; role: 'editor' | 'viewer' }[];
  /** Saved before the month begins, by these accounts (the owner when null). */
  products: Product[];
  savedBy?: (index: number) => string;
}

export type MonthEvent =
  | { kind: 'popup'; at: number; browser: string; chart: boolean; markSeen: boolean }
  | { kind: 'save'; at: number; browser: string; list: string; product: Product }
  | { kind: 'remove'; at: number; browser: string; list: string; url: string }
  | { kind: 'claim'; at: number; browser: string; list: string; url: string; status: 'claimed' | 'bought' | null }
  | { kind: 'export'; at: number; browser: string };

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A browser open between these hours (UTC) every day, or on the given weekdays only (0 is Sunday). */
export function openHours(from: number, to: number, weekdays: readonly number[] = [0, 1, 2, 3, 4, 5, 6]): (at: number) => boolean {
  return (at) => {
    const date = new Date(at);
    const hour = date.getUTCHours() + date.getUTCMinutes() / 60;
    return weekdays.includes(date.getUTCDay()) && hour >= from && hour < to;
  };
}

/** Open on one day in `period`, for these hours. */
export function openEvery(periodDays: number, offsetDays: number, from: number, to: number): (at: number) => boolean {
  const hours = openHours(from, to);
  return (at) => Math.floor(at / DAY_MS) % periodDays === offsetDays % periodDays && hours(at);
}
