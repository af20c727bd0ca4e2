// "Today" is injected: reports, the simulator's data and every date rule read it from here, so tests
// and demos can pin it (FIXED_TODAY) without touching the system clock.
export interface Clock {
  now(): Date;
  /** Today's calendar date as YYYY-MM-DD (UTC). */
  today(): string;
}

export function systemClock(): Clock {
  return { now: () => new Date(), today: () => new Date().toISOString().slice(0, 10) };
}

/** A clock whose calendar date is fixed while time still moves (sessions and tokens keep expiring). */
export function fixedDateClock(today: string): Clock {
  return { now: () => new Date(), today: () => today };
}
