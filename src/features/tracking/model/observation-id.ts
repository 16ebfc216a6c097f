/**
 * An observation's document id: its UTC hour and its observer, `YYYYMMDDHH_uid`, so that each
 * member's reading of an hour is their own document, which nobody else can replace. Observations
 * written before #29 are keyed by the hour alone (`YYYYMMDDHH`); readers take both.
 */
export function observationIdOf(hour: string, observerId: string): string {
  return `${hour}_${observerId}`;
}

/** The UTC hour (`YYYYMMDDHH`) an observation id names, in either form. */
export function hourOfObservationId(observationId: string): string {
  return observationId.slice(0, 10);
}

/** Either form of an observation id: the hour, with its observer's uid or (from before #29) alone. */
export const OBSERVATION_ID = /^\d{10}(_[A-Za-z0-9]{1,128})?$/;
