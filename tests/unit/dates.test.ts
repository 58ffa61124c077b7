/** @jest-environment node */
import {
  addDays,
  addMonths,
  dateInIndia,
  dateParts,
  dayNumber,
  dayOf,
  daysInMonth,
  isIsoDate,
  isoOf,
  isoOfDay,
  monthOf,
  nightsBetween,
} from '@/lib/dates.mjs';

/*
 * The site's one calendar: the nights the stay request counts, the seasons' and the closures'
 * dates, and the availability step's window. Each answer is written out by hand, never computed
 * the same way here.
 */

describe('reading a date', () => {
  it('counts a real date as days since 1 January 1970', () => {
    // 2000–2026: 27 years and 7 leap days; then 31 + 28 + 11 days into 2027.
    expect(dayNumber('2027-03-12')).toBe(10_957 + 27 * 365 + 7 + 31 + 28 + 11);
    expect(dayNumber('2000-01-01')).toBe(10_957);
    expect(dayNumber('2028-02-29')).toBe(dayNumber('2028-02-28')! + 1);
    expect(dayNumber('2028-03-01')).toBe(dayNumber('2028-02-29')! + 1);
  });

  it('rejects strings that are not real calendar dates, and years outside 2000–2999', () => {
    for (const bad of [
      '',
      '2027-02-30',
      '2027-02-29',
      '2027-04-31',
      '2027-13-01',
      '2027-00-10',
      '2027-03-00',
      '2027-3-12',
      '12/03/2027',
      '2027-03-12x',
      '2027-03-12T00:00:00Z',
      '0027-03-12',
      '1999-12-31',
      '3000-01-01',
    ]) {
      expect([bad, dayNumber(bad)]).toEqual([bad, null]);
    }
  });

  it('says whether a string is a real date', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('soon')).toBe(false);
  });

  it('gives the day number of a checked date and throws on any other', () => {
    expect(dayOf('2027-03-12')).toBe(20_889);
    expect(() => dayOf('2027-02-30')).toThrow('"2027-02-30" is not a YYYY-MM-DD date');
  });
});

describe('writing a date', () => {
  it('writes a day number as YYYY-MM-DD', () => {
    expect(isoOfDay(20_889)).toBe('2027-03-12');
    expect(isoOfDay(10_957)).toBe('2000-01-01');
    expect(isoOfDay(0)).toBe('1970-01-01');
  });

  it('writes a year, month and day, carrying over as the calendar does', () => {
    expect(isoOf(2027, 3, 5)).toBe('2027-03-05');
    expect(isoOf(2027, 13, 1)).toBe('2028-01-01');
    expect(isoOf(2028, 3, 0)).toBe('2028-02-29');
    expect(isoOf(2027, 2, 29)).toBe('2027-03-01');
  });
});

describe('counting on the calendar', () => {
  it('adds days across a month’s, a year’s and a leap day’s end', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-28', 2)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2027-04-30', 0)).toBe('2027-04-30');
    expect(() => addDays('soon', 1)).toThrow(/not a YYYY-MM-DD/);
  });

  it('moves a date by months, a missing day carrying into the next month', () => {
    expect(addMonths('2027-03-01', 18)).toBe('2028-09-01');
    expect(addMonths('2027-12-15', 1)).toBe('2028-01-15');
    expect(addMonths('2027-01-01', -1)).toBe('2026-12-01');
    expect(addMonths('2027-08-31', 6)).toBe('2028-03-02');
    expect(addMonths('2027-01-31', 1)).toBe('2027-03-03');
  });

  it('counts nights from check-in to check-out, across month, year and leap days', () => {
    expect(nightsBetween('2027-03-12', '2027-03-15')).toBe(3);
    expect(nightsBetween('2027-01-31', '2027-02-01')).toBe(1);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(nightsBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(nightsBetween('2027-03-15', '2027-03-12')).toBe(-3);
    expect(nightsBetween('2027-03-12', '2027-03-12')).toBe(0);
    expect(nightsBetween('2027-02-30', '2027-03-02')).toBeNull();
  });

  it('counts whole nights over the weeks clocks change in Europe and the US', () => {
    // Local-time arithmetic would give 2.96 or 3.04 nights in those time zones.
    expect(nightsBetween('2027-03-27', '2027-03-30')).toBe(3);
    expect(nightsBetween('2027-03-13', '2027-03-16')).toBe(3);
    expect(nightsBetween('2027-10-30', '2027-11-02')).toBe(3);
  });
});

describe('the parts of a date', () => {
  it('gives the year, month, day and weekday (Sunday 0)', () => {
    expect(dateParts('2027-03-12')).toEqual({ year: 2027, month: 3, day: 12, weekday: 5 });
    expect(dateParts('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29, weekday: 2 });
    expect(dateParts('2026-11-01')).toEqual({ year: 2026, month: 11, day: 1, weekday: 0 });
    expect(() => dateParts('2027-02-29')).toThrow(/not a YYYY-MM-DD/);
  });

  it('gives the month a night falls in, at a month’s first and last nights', () => {
    expect(monthOf('2027-01-31')).toBe(1);
    expect(monthOf('2027-02-01')).toBe(2);
    expect(monthOf('2028-02-29')).toBe(2);
    expect(monthOf('2027-12-31')).toBe(12);
  });

  it('gives the days in a month, 29 for February of a leap year', () => {
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2027, 4)).toBe(30);
    expect(daysInMonth(2027, 12)).toBe(31);
  });
});

describe('the date in India', () => {
  it('turns to the next day at 18:30 UTC, midnight in India', () => {
    expect(dateInIndia(new Date('2027-03-11T18:29:59Z'))).toBe('2027-03-11');
    expect(dateInIndia(new Date('2027-03-11T18:30:00Z'))).toBe('2027-03-12');
    // 20:00 UTC on the 11th is 01:30 on the 12th in India.
    expect(dateInIndia(new Date('2027-03-11T20:00:00Z'))).toBe('2027-03-12');
    // Midnight UTC is already 05:30 in India: the same date.
    expect(dateInIndia(new Date('2027-03-12T00:00:00Z'))).toBe('2027-03-12');
  });

  it('crosses a year’s end and a leap day by India’s clock', () => {
    expect(dateInIndia(new Date('2027-12-31T18:30:00Z'))).toBe('2028-01-01');
    expect(dateInIndia(new Date('2028-02-28T18:30:00Z'))).toBe('2028-02-29');
    expect(dateInIndia(new Date('2028-02-29T18:29:00Z'))).toBe('2028-02-29');
  });

  it('is now’s date in India when given no instant', () => {
    const before = dateInIndia(new Date());
    const now = dateInIndia();
    const after = dateInIndia(new Date());
    expect([before, after]).toContain(now);
  });
});
