// The opening-hours rules of the storefront (docs/BEHAVIOUR.md#opening-hours): the api answers the
// coming week Monday (1) … Sunday (7) with each weekday's date and dated exceptions already in
// place; this module orders that week and tells what a store's state is at an instant, in the
// shop's time zone (never the visitor's), so that server and browser agree.

export interface OpeningTime {
  /** HH:MM */
  from: string;
  /** HH:MM */
  to: string;
}

export interface OpeningDay {
  /** 1 Monday … 7 Sunday. */
  day: number;
  /** The weekday's name, or the reason of a dated exception. */
  label: string;
  /** YYYY-MM-DD: the date this weekday falls on in the coming week. */
  date: string;
  isException: boolean;
  /** Empty when closed. */
  times: OpeningTime[];
}

export type OpeningState =
  | { status: 'open'; until: string }
  | { status: 'opens-later'; from: string }
  | { status: 'closed-for-today' }
  | { status: 'closed-today' }
  | { status: 'unknown' };

export interface TodayOpening {
  state: OpeningState;
  /** The reason of a dated exception that applies today. */
  exception?: string;
}

interface ApiOpeningDay {
  day?: number | null;
  label?: string | null;
  date?: string | null;
  is_exception?: boolean | null;
  times?: ReadonlyArray<{ from?: string | null; to?: string | null } | null> | null;
}

/** Day 0 (Sunday, as Magento stores it) is day 7: the week runs Monday 1 … Sunday 7. */
export function weekdayNumber(day: number): number {
  return day === 0 ? 7 : day;
}

/** A store's opening days as the api answers them, Monday first, ranges by start time. */
export function openingWeek(days: ReadonlyArray<ApiOpeningDay | null> | null | undefined): OpeningDay[] {
  return (days ?? [])
    .flatMap((entry) =>
      entry?.day != null && entry.date
        ? [
            {
              day: weekdayNumber(entry.day),
              label: entry.label ?? '',
              date: entry.date,
              isException: entry.is_exception === true,
              times: (entry.times ?? [])
                .flatMap((time) => (time?.from && time.to ? [{ from: time.from, to: time.to }] : []))
                .sort((a, b) => a.from.localeCompare(b.from)),
            },
          ]
        : [],
    )
    .sort((a, b) => a.day - b.day);
}

/** The calendar date, the time (HH:MM) and the weekday (1 Monday … 7 Sunday) of an instant in a time zone. */
export function localMoment(now: Date, timeZone: string): { date: string; time: string; day: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    day: weekdays.indexOf(part('weekday')) + 1,
  };
}

/**
 * Whether a store is open at `now`: open until the end of the current range, opening later today,
 * closed for the rest of today, or closed all day. Today is the day dated today; when the week was
 * read just before midnight, the regular hours of today's weekday (never another date's exception).
 */
export function openingToday(week: readonly OpeningDay[], now: Date, timeZone: string): TodayOpening {
  const moment = localMoment(now, timeZone);
  const today =
    week.find((entry) => entry.date === moment.date) ??
    week.find((entry) => entry.day === moment.day && !entry.isException);
  if (!today) return { state: { status: 'unknown' } };
  const exception = today.isException ? { exception: today.label } : {};
  if (today.times.length === 0) return { state: { status: 'closed-today' }, ...exception };
  const current = today.times.find((range) => range.from <= moment.time && moment.time < range.to);
  if (current) return { state: { status: 'open', until: current.to }, ...exception };
  const next = today.times.find((range) => moment.time < range.from);
  if (next) return { state: { status: 'opens-later', from: next.from }, ...exception };
  return { state: { status: 'closed-for-today' }, ...exception };
}
