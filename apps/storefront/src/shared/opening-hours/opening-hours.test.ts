import { describe, expect, it } from 'vitest';
import { localMoment, type OpeningDay, openingToday, openingWeek, weekdayNumber } from './opening-hours';

/** A week from Monday 2026-03-23 to Sunday 2026-03-29 (the night summer time starts). */
function week(overrides: Partial<Record<number, Partial<OpeningDay>>> = {}): OpeningDay[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    label: `day ${day}`,
    date: `2026-03-${String(22 + day).padStart(2, '0')}`,
    isException: false,
    times: day === 7 ? [] : [{ from: '10:00', to: '18:00' }],
    ...overrides[day],
  }));
}

const BERLIN = 'Europe/Berlin';
const AMSTERDAM = 'Europe/Amsterdam';

describe('openingWeek', () => {
  it('orders the api days Monday to Sunday, reads a stored Sunday (0) as 7 and sorts the ranges', () => {
    expect(weekdayNumber(0)).toBe(7);
    expect(weekdayNumber(3)).toBe(3);
    const days = openingWeek([
      { day: 0, label: 'Sonntag', date: '2026-03-29', times: [] },
      {
        day: 1,
        label: 'Montag',
        date: '2026-03-23',
        is_exception: false,
        times: [
          { from: '14:00', to: '18:00' },
          { from: '09:00', to: '12:00' },
        ],
      },
      null,
    ]);
    expect(days.map((entry) => entry.day)).toEqual([1, 7]);
    expect(days[0]?.times).toEqual([
      { from: '09:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ]);
  });
});

describe('openingToday', () => {
  it('is open until the end of the current range, and opens later before it', () => {
    // Tuesday 2026-03-24, 12:30 in Berlin (UTC+1).
    expect(openingToday(week(), new Date('2026-03-24T11:30:00Z'), BERLIN)).toEqual({
      state: { status: 'open', until: '18:00' },
    });
    expect(openingToday(week(), new Date('2026-03-24T07:00:00Z'), BERLIN)).toEqual({
      state: { status: 'opens-later', from: '10:00' },
    });
    expect(openingToday(week(), new Date('2026-03-24T17:00:00Z'), BERLIN)).toEqual({
      state: { status: 'closed-for-today' },
    });
  });

  it('knows two ranges a day: closed over lunch, opening again at the second', () => {
    const split = week({
      2: {
        times: [
          { from: '09:00', to: '12:00' },
          { from: '13:30', to: '18:00' },
        ],
      },
    });
    expect(openingToday(split, new Date('2026-03-24T12:00:00Z'), BERLIN).state).toEqual({
      status: 'opens-later',
      from: '13:30',
    });
    expect(openingToday(split, new Date('2026-03-24T13:00:00Z'), BERLIN).state).toEqual({
      status: 'open',
      until: '18:00',
    });
  });

  it('says closed today on a day without hours', () => {
    // Sunday 2026-03-29, noon.
    expect(openingToday(week(), new Date('2026-03-29T10:00:00Z'), BERLIN)).toEqual({
      state: { status: 'closed-today' },
    });
  });

  it('applies a dated exception of today with its reason, and not one dated another day', () => {
    const holiday = week({
      2: { label: 'Inventur', isException: true, times: [{ from: '10:00', to: '14:00' }] },
      3: { label: 'Feiertag', isException: true, times: [] },
    });
    expect(openingToday(holiday, new Date('2026-03-24T14:00:00Z'), BERLIN)).toEqual({
      state: { status: 'closed-for-today' },
      exception: 'Inventur',
    });
    expect(openingToday(holiday, new Date('2026-03-25T10:00:00Z'), BERLIN)).toEqual({
      state: { status: 'closed-today' },
      exception: 'Feiertag',
    });
    // Read on Monday the 23rd, asked on Monday the 30th: the weekday's regular hours, no exception.
    expect(openingToday(holiday, new Date('2026-03-30T10:00:00Z'), BERLIN)).toEqual({
      state: { status: 'open', until: '18:00' },
    });
    // A Tuesday a week later: the exception's weekday has no regular hours in the week read.
    expect(openingToday(holiday, new Date('2026-03-31T10:00:00Z'), BERLIN)).toEqual({
      state: { status: 'unknown' },
    });
  });

  it('counts the day in the shop time zone around midnight; Amsterdam and Berlin agree', () => {
    const late = week({ 1: { times: [{ from: '10:00', to: '23:59' }] } });
    // 22:30 UTC is 23:30 on Monday in both zones (UTC+1), an hour later it is 00:30 on Tuesday.
    const mondayNight = new Date('2026-03-23T22:30:00Z');
    const tuesdayMorning = new Date('2026-03-23T23:30:00Z');
    for (const zone of [BERLIN, AMSTERDAM]) {
      expect(openingToday(late, mondayNight, zone).state).toEqual({ status: 'open', until: '23:59' });
      expect(openingToday(late, tuesdayMorning, zone).state).toEqual({
        status: 'opens-later',
        from: '10:00',
      });
    }
    // In UTC it is still Monday at 23:30.
    expect(localMoment(tuesdayMorning, 'UTC')).toEqual({ date: '2026-03-23', time: '23:30', day: 1 });
  });

  it('follows the clock change of a daylight-saving week', () => {
    // Sunday 29 March 2026: 02:00 becomes 03:00 (UTC+2 from then on). Saturday is open as usual.
    const sundayOpen = week({ 7: { times: [{ from: '12:00', to: '17:00' }] } });
    // 10:30 UTC on Sunday is 12:30 summer time (it would be 11:30 in winter time: not open yet).
    expect(openingToday(sundayOpen, new Date('2026-03-29T10:30:00Z'), BERLIN).state).toEqual({
      status: 'open',
      until: '17:00',
    });
    expect(localMoment(new Date('2026-03-29T01:30:00Z'), AMSTERDAM)).toEqual({
      date: '2026-03-29',
      time: '03:30',
      day: 7,
    });
    // Saturday 17:30 UTC is 18:30 winter time: closed.
    expect(openingToday(sundayOpen, new Date('2026-03-28T17:30:00Z'), BERLIN).state).toEqual({
      status: 'closed-for-today',
    });
  });
});
