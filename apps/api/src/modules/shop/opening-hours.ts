/**
 * Opening hours of a physical store for the coming week (docs/BEHAVIOUR.md#opening-hours): stored day 0
 * (Sunday) is answered as 7, so a week runs Monday 1 … Sunday 7; a dated exception that falls
 * within the next seven days replaces the label and the times of its weekday.
 */

export interface TimeRange {
  from: string;
  to: string;
}

export interface RegularHours {
  /** As stored: 0 Sunday … 6 Saturday. */
  day: number;
  from: string;
  to: string;
}

export interface OpeningException {
  /** YYYY-MM-DD */
  date: string;
  reason: string;
  /** Empty when closed. */
  times: TimeRange[];
}

export interface OpeningDay {
  /** 1 Monday … 7 Sunday. */
  day: number;
  label: string;
  /** The date this weekday falls on within the coming week (YYYY-MM-DD). */
  date: string;
  isException: boolean;
  times: TimeRange[];
}

const DAY_MS = 86_400_000;

/** Stored weekday (0 Sunday … 6 Saturday) as answered (1 Monday … 7 Sunday). */
export function isoWeekday(storedDay: number): number {
  return storedDay === 0 ? 7 : storedDay;
}

/** Today's calendar date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'HH:MM:SS' or 'HH:MM' as 'HH:MM'. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

function byStart(a: TimeRange, b: TimeRange): number {
  return a.from.localeCompare(b.from);
}

/** Weekday names in a locale, by answered day (1 Monday … 7 Sunday). */
export function weekdayNames(locale: string): Record<number, string> {
  const format = new Intl.DateTimeFormat(locale.replace('_', '-'), { weekday: 'long', timeZone: 'UTC' });
  const names: Record<number, string> = {};
  // 2024-01-01 was a Monday.
  for (let day = 1; day <= 7; day++) names[day] = format.format(new Date(Date.UTC(2024, 0, day)));
  return names;
}

/**
 * The seven days from Monday to Sunday: each weekday's regular hours, or the exception dated on
 * the occurrence of that weekday within [today, today + 6] overriding its label and times.
 */
export function openingWeek(
  regular: readonly RegularHours[],
  exceptions: readonly OpeningException[],
  today: string,
  locale: string,
): OpeningDay[] {
  const names = weekdayNames(locale);
  const byDate = new Map(exceptions.map((exception) => [exception.date, exception]));
  const week = new Map<number, string>();
  for (let offset = 0; offset < 7; offset++) {
    const date = addDays(today, offset);
    week.set(isoWeekday(new Date(`${date}T00:00:00Z`).getUTCDay()), date);
  }
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const date = week.get(day) ?? today;
    const exception = byDate.get(date);
    if (exception) {
      return {
        day,
        label: exception.reason,
        date,
        isException: true,
        times: [...exception.times].sort(byStart),
      };
    }
    const times = regular
      .filter((hours) => isoWeekday(hours.day) === day)
      .map((hours) => ({ from: shortTime(hours.from), to: shortTime(hours.to) }))
      .sort(byStart);
    return { day, label: names[day] ?? String(day), date, isException: false, times };
  });
}
