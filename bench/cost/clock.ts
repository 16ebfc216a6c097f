/**
 * The simulation's clock: `Date` (now, and `new Date()` without arguments) reads it, for the
 * worker's modules, the Firestore SDK's local times and the dev server's commit times alike, while
 * timers stay real (the SDK's network needs them). Only `advance` moves it, and never back.
 */
export interface FakeClock {
  now(): number;
  /** Moves the clock to `at` (a time already passed is left as it is). */
  advanceTo(at: number): void;
  uninstall(): void;
}

export function installFakeClock(start: number): FakeClock {
  const RealDate = Date;
  let current = start;
  class SimulatedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(current);
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return current;
    }
  }
  globalThis.Date = SimulatedDate as DateConstructor;
  return {
    now: () => current,
    advanceTo(at) {
      current = Math.max(current, at);
    },
    uninstall() {
      globalThis.Date = RealDate;
    },
  };
}
