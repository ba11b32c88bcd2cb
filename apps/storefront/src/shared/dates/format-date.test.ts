import { describe, expect, it, vi } from 'vitest';
import { formatDate, parseApiDate } from './format-date';

const german = { locale: 'de-DE', timeZone: 'Europe/Berlin' };
const dutch = { locale: 'nl-NL', timeZone: 'Europe/Amsterdam' };

describe('dates', () => {
  it('formats in the configured locale', () => {
    expect(formatDate('2024-05-01T10:00:00Z', german)).toBe('01.05.2024');
    expect(formatDate('2024-05-01T10:00:00Z', dutch)).toBe('1 mei 2024');
    expect(formatDate('2024-05-01T10:00:00Z', { ...dutch, locale: 'en-GB' }, 'long')).toBe('1 May 2024');
  });

  it("uses the shop's time zone, not the machine's", () => {
    // 23:30 UTC is already the next day in Berlin.
    expect(formatDate('2024-05-01T23:30:00Z', german)).toBe('02.05.2024');
  });

  it('keeps a calendar day on its day', () => {
    expect(formatDate('2024-05-01', { locale: 'de-DE', timeZone: 'America/Los_Angeles' })).toBe('01.05.2024');
    expect(parseApiDate('2024-05-01')?.dateOnly).toBe(true);
  });

  it('gives an empty text for what is not a date', () => {
    expect(formatDate('not a date', german)).toBe('');
    expect(parseApiDate('2024-13-45')).toBeUndefined();
  });

  it('writes a calendar day in the medium style of de-DE, nl-NL and en-GB as Intl does, without Intl', () => {
    const days: string[] = [];
    for (let time = Date.UTC(2025, 0, 1); time <= Date.UTC(2028, 11, 31); time += 86_400_000) {
      days.push(new Date(time).toISOString().slice(0, 10));
    }
    for (const locale of ['de-DE', 'nl-NL', 'en-GB']) {
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
      const built = vi.spyOn(Intl, 'DateTimeFormat');
      const ours = days.map((day) => formatDate(day, { locale, timeZone: 'Europe/Berlin' }));
      expect(built, locale).not.toHaveBeenCalled();
      built.mockRestore();
      expect(ours, locale).toEqual(days.map((day) => intl.format(new Date(`${day}T00:00:00Z`))));
    }
  });
});
