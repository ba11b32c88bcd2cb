import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStores } from '../../../seed/stores.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { isoWeekday, openingWeek, type RegularHours, todayIn, weekdayNames } from './opening-hours.js';
import { findPhysicalStores } from './physical-stores.js';

// 2026-11-01 is a Sunday: the coming week is Sun 1 … Sat 7 November.
const TODAY = '2026-11-01';

const REGULAR: RegularHours[] = [
  { day: 0, from: '12:00:00', to: '17:00:00' },
  { day: 1, from: '14:00:00', to: '18:00:00' },
  { day: 1, from: '09:30:00', to: '13:00:00' },
  { day: 4, from: '10:00:00', to: '21:00:00' },
  { day: 6, from: '10:00:00', to: '17:00:00' },
];

describe('opening hours of the coming week', () => {
  it('maps stored day 0 (Sunday) to 7 and keeps 1–6', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(isoWeekday)).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });

  it('answers Monday 1 to Sunday 7 with the regular hours, sorted, and the weekday as label', () => {
    const week = openingWeek(REGULAR, [], TODAY, 'en_GB');
    expect(week.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week.map((day) => day.date)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-01',
    ]);
    expect(week[6]).toEqual({
      day: 7,
      label: 'Sunday',
      date: '2026-11-01',
      isException: false,
      times: [{ from: '12:00', to: '17:00' }],
    });
    expect(week[0]?.times).toEqual([
      { from: '09:30', to: '13:00' },
      { from: '14:00', to: '18:00' },
    ]);
    expect(week[1]).toMatchObject({ label: 'Tuesday', times: [] });
  });

  it('lets an exception within the coming week override label and times of its weekday', () => {
    const week = openingWeek(
      REGULAR,
      [
        { date: '2026-11-05', reason: 'Stocktaking', times: [{ from: '12:00', to: '18:00' }] },
        { date: '2026-11-01', reason: 'Closed for a fair', times: [] },
      ],
      TODAY,
      'en_GB',
    );
    expect(week[3]).toEqual({
      day: 4,
      label: 'Stocktaking',
      date: '2026-11-05',
      isException: true,
      times: [{ from: '12:00', to: '18:00' }],
    });
    // Sunday today is closed by its exception.
    expect(week[6]).toEqual({
      day: 7,
      label: 'Closed for a fair',
      date: '2026-11-01',
      isException: true,
      times: [],
    });
    expect(week.filter((day) => day.isException)).toHaveLength(2);
  });

  it('ignores exceptions from today + 7 on and before today', () => {
    const week = openingWeek(
      REGULAR,
      [
        { date: '2026-11-08', reason: 'Next Sunday', times: [] },
        { date: '2026-10-31', reason: 'Yesterday', times: [] },
      ],
      TODAY,
      'en_GB',
    );
    expect(week.some((day) => day.isException)).toBe(false);
    expect(week[6]).toMatchObject({ label: 'Sunday', times: [{ from: '12:00', to: '17:00' }] });
    expect(week[5]).toMatchObject({ label: 'Saturday', date: '2026-11-07' });
  });

  it('names the weekdays in the store language', () => {
    expect(weekdayNames('de_DE')[7]).toBe('Sonntag');
    expect(weekdayNames('nl_NL')[1]).toBe('maandag');
    expect(weekdayNames('en_GB')[3]).toBe('Wednesday');
  });

  it("takes today's date in the store's time zone", () => {
    const lateEvening = new Date('2026-11-01T23:30:00Z');
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2026-11-02');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-01');
  });
});

describe('physical stores read with their exceptions', () => {
  let db: Database;
  let testDatabase: TestDatabase | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.db;
    await migrate(db);
    await seedStores(db);
    await db.exec(`
      INSERT INTO country (id, iso3) VALUES ('NL', 'NLD');
      INSERT INTO physical_store (id, url_key, name, street, postcode, city, country_id)
        VALUES (1, 'test', 'Test', 'Damrak 1', '1012 LM', 'Amsterdam', 'NL');
      INSERT INTO physical_store_store (physical_store_id, store_code, description)
        VALUES (1, 'de', 'Beschreibung'), (1, 'nl', 'Omschrijving');
      INSERT INTO physical_store_opening_hours (physical_store_id, day, from_time, to_time)
        VALUES (1, 0, '12:00', '17:00'), (1, 4, '10:00', '21:00');
      INSERT INTO physical_store_opening_exception (id, physical_store_id, date)
        VALUES (1, 1, '2026-10-30'), (2, 1, '2026-11-05'), (3, 1, '2026-11-20');
      INSERT INTO physical_store_opening_exception_time (exception_id, from_time, to_time)
        VALUES (2, '14:00', '16:00'), (2, '10:00', '12:00');
      INSERT INTO physical_store_opening_exception_store (exception_id, store_code, reason)
        VALUES (1, 'nl', 'Gisteren'), (2, 'nl', 'Inventarisatie'), (2, 'de', 'Inventur'), (3, 'nl', 'Verbouwing');
    `);
  }, 120_000);

  afterAll(async () => {
    await testDatabase?.drop();
  });

  it('reads exceptions from today on in the store language and applies the one in the coming week', async () => {
    const [store] = await findPhysicalStores(db, 'nl', { today: TODAY });
    expect(store?.description).toBe('Omschrijving');
    expect(store?.exceptions).toEqual([
      {
        date: '2026-11-05',
        reason: 'Inventarisatie',
        times: [
          { from: '10:00', to: '12:00' },
          { from: '14:00', to: '16:00' },
        ],
      },
      { date: '2026-11-20', reason: 'Verbouwing', times: [] },
    ]);
    const week = openingWeek(store?.regularHours ?? [], store?.exceptions ?? [], TODAY, 'nl_NL');
    expect(week.find((day) => day.day === 4)).toMatchObject({
      label: 'Inventarisatie',
      isException: true,
      times: [
        { from: '10:00', to: '12:00' },
        { from: '14:00', to: '16:00' },
      ],
    });
    expect(week.find((day) => day.day === 7)).toMatchObject({
      label: 'zondag',
      isException: false,
      times: [{ from: '12:00', to: '17:00' }],
    });
  });

  it('selects one store by url key and none for an unknown one', async () => {
    expect(await findPhysicalStores(db, 'de', { today: TODAY, urlKey: 'test' })).toHaveLength(1);
    expect(await findPhysicalStores(db, 'de', { today: TODAY, urlKey: 'nope' })).toEqual([]);
  });
});
