/** @jest-environment node */
import { parseSeasons } from '@/lib/content/seasons';
import { monthStays, seasonsInMonth } from '@/lib/month-stays';
import { SEASONS_YAML } from './support/fixture-content';

// The rooms the seasons' rates name are the fixture's (tests/unit/fixtures/content/), so a room
// the family adds or renames in content/ leaves these seasons valid.
jest.mock('@/lib/content/data', () =>
  jest
    .requireActual<typeof import('./support/fixture-content')>('./support/fixture-content')
    .dataModule(),
);

/*
 * The month-by-month table's seasons are computed from the seasons' ranges of nights, never
 * written twice. The seasons are the tests' own (SEASONS_YAML), not the owner's example file.
 */
const seasons = parseSeasons(SEASONS_YAML);

const TODAY = '2027-03-15';

/** A month's runs as 'id first–last' for short expectations. */
const runs = (month: number, today = TODAY) =>
  seasonsInMonth(seasons, month, today).map(
    (r) => `${r.season.id} ${r.first}–${r.last}${r.allMonth ? ' (all month)' : ''}`,
  );

describe('the month-by-month seasons', () => {
  it('reads a month wholly in a season as all month, with its minimum stay', () => {
    expect(runs(6)).toEqual(['peak 06-01–06-30 (all month)']);
    expect(monthStays(seasons, TODAY)[5]).toMatchObject({ month: 6, minNights: 2 });
  });

  it('names the nights of a season that covers part of a month: from, until, or inside it', () => {
    expect(runs(12)).toEqual(['peak 12-20–12-31']);
    expect(runs(1)).toEqual(['peak 01-01–01-05']);
    expect(runs(5)).toEqual(['peak 05-15–05-31']);
  });

  it('gives a month no season touches no season and no minimum (one night)', () => {
    for (const month of [4, 7, 8, 9]) {
      expect(runs(month)).toEqual([]);
      expect(monthStays(seasons, TODAY)[month - 1]!.minNights).toBe(1);
    }
  });

  it('lists every season of a month in the order its nights come, the strictest minimum for the month', () => {
    expect(runs(2)).toEqual(['late-winter 02-27–02-28']);
    expect(runs(3)).toEqual(['late-winter 03-01–03-01']);
    expect(monthStays(seasons, TODAY)[2]!.minNights).toBe(1);
    const both = parseSeasons(`
seasons:
  - id: spring-fair
    name: Spring fair
    everyYear: [{ firstNight: 04-20, lastNight: 04-24 }]
    minNights: 4
    rates: { premium: 1, standard: 1, dorm: 1 }
  - id: blossom
    name: Blossom
    everyYear: [{ firstNight: 04-01, lastNight: 04-10 }]
    minNights: 2
    rates: { premium: 1, standard: 1, dorm: 1 }
`);
    expect(seasonsInMonth(both, 4, TODAY).map((r) => r.season.id)).toEqual([
      'blossom',
      'spring-fair',
    ]);
    expect(monthStays(both, TODAY)[3]!.minNights).toBe(4);
  });

  it('counts nights on given dates only while they are still to come, with their year', () => {
    expect(seasonsInMonth(seasons, 10, TODAY)).toEqual([
      expect.objectContaining({
        first: '2027-10-28',
        last: '2027-10-31',
        dated: true,
        allMonth: false,
      }),
    ]);
    expect(runs(11)).toEqual(['festival 2027-11-01–2027-11-03']);
    expect(monthStays(seasons, TODAY)[10]!.minNights).toBe(3);
    // Once the week is past, the table no longer shows it.
    expect(runs(10, '2027-11-04')).toEqual([]);
    // Half past: only the nights to come.
    expect(runs(11, '2027-11-02')).toEqual(['festival 2027-11-02–2027-11-03']);
    // More than a year ahead: not yet.
    expect(runs(10, '2026-09-01')).toEqual([]);
  });

  it('has twelve months, January first, of an ordinary year’s lengths', () => {
    const stays = monthStays(seasons, TODAY);
    expect(stays.map((s) => s.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(() => seasonsInMonth(seasons, 13, TODAY)).toThrow(/month 13/);
  });

  it('follows the seasons when the family moves one', () => {
    const moved = parseSeasons(`
seasons:
  - id: peak
    name: Peak season
    everyYear: [{ firstNight: 09-10, lastNight: 10-15 }]
    minNights: 5
    rates: { premium: 4500, standard: 3600, dorm: 1500 }
`);
    const stays = monthStays(moved, TODAY);
    expect(stays[5]!.seasons).toEqual([]);
    expect(stays[8]).toMatchObject({ minNights: 5, seasons: [{ first: '09-10', last: '09-30' }] });
    expect(stays[9]).toMatchObject({ minNights: 5, seasons: [{ first: '10-01', last: '10-15' }] });
  });
});
