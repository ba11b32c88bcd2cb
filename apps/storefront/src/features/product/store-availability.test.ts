import { describe, expect, it } from 'vitest';
import { withStoreOpening } from './store-availability';

const STORES = [
  { code: 'berlin', name: 'Berlin', hasStock: true },
  { code: 'elsewhere', name: 'Elsewhere', hasStock: false },
];

/** Monday 2026-03-23 … Sunday 2026-03-29; the api's day 0 is Sunday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0].map((day, index) => ({
  day,
  label: `day ${day}`,
  date: `2026-03-${23 + index}`,
  is_exception: false,
  times: day === 0 ? [] : [{ from: '10:00', to: '18:00' }],
}));

const HOURS = [{ pickup_location_code: 'berlin', url_key: 'berlin mitte', opening_hours: WEEK }];

describe('withStoreOpening', () => {
  it("gives a listed store today's state and its page, and leaves the others as they are", () => {
    // Tuesday 2026-03-24 12:00 in Berlin (CET, UTC+1).
    const [berlin, elsewhere] = withStoreOpening(
      STORES,
      HOURS,
      new Date('2026-03-24T11:00:00Z'),
      'Europe/Berlin',
    );
    expect(berlin).toEqual({
      ...STORES[0],
      opening: { today: { state: { status: 'open', until: '18:00' } }, path: '/winkel/berlin%20mitte' },
    });
    expect(elsewhere).toEqual(STORES[1]);
  });

  it("tells a Sunday (the api's day 0) closed, in the shop's time zone", () => {
    // 23:30 on Saturday in UTC is already Sunday in Amsterdam.
    const [berlin] = withStoreOpening(STORES, HOURS, new Date('2026-03-28T23:30:00Z'), 'Europe/Amsterdam');
    expect(berlin?.opening?.today.state).toEqual({ status: 'closed-today' });
  });

  it('keeps the stock only when the api lists no stores', () => {
    expect(withStoreOpening(STORES, null, new Date(), 'Europe/Berlin')).toEqual(STORES);
  });
});
