// The seed's notion of "today". Dates are relative to it so that specials, new-product windows
// and reviews look current on the day the shop is seeded; within one day every run is identical.
const DAY_MS = 86_400_000;

export interface SeedClock {
  /** Midnight UTC of the seed day. */
  readonly today: Date;
  daysAgo(days: number): Date;
  daysFromNow(days: number): Date;
}

export function createClock(now: Date = new Date()): SeedClock {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    today,
    daysAgo: (days) => new Date(today.getTime() - days * DAY_MS),
    daysFromNow: (days) => new Date(today.getTime() + days * DAY_MS),
  };
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** 'YYYY-MM-DD' for date columns. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
