/**
 * Which of the owner's seasons a month of the year falls in, and the shortest stay it asks for:
 * computed from the seasons' own ranges of nights (content/houses/<id>/seasons.yaml), so the month-by-month
 * table never writes a season or a minimum a second time. Free of zod and of file reading, like
 * lib/stay-pricing.ts, which it reads the nights with.
 *
 * Yearly ranges are read as the nights of an ordinary year (29 February, only in leap years, is
 * left out of the table). Ranges on given dates count only where they are still to come: those
 * whose last night is `today` or later, up to a year ahead.
 */
import { dayOf, daysInMonth, isoOf, isoOfDay, monthOf } from '@/lib/dates.mjs';
import { inYearly, type Season } from './stay-pricing';

/** An ordinary year: the table's months have their usual lengths. */
const ORDINARY_YEAR = 2027;
/** Dated ranges further ahead than this are not yet the table's business. */
const LOOK_AHEAD_DAYS = 366;

/** A run of a season's nights inside one month. */
export type MonthSeason = {
  season: Season;
  /** First and last night of the run: 'MM-DD' for yearly nights, 'YYYY-MM-DD' for dated ones. */
  first: string;
  last: string;
  /** Every night of the month is in the season. */
  allMonth: boolean;
  /** The nights come from a range on given dates (a festival week), so they carry their year. */
  dated: boolean;
};

/** What the table says about one month: its seasons in the order their nights come, and the minimum. */
export type MonthStay = {
  /** 1 for January to 12 for December. */
  month: number;
  seasons: MonthSeason[];
  /**
   * The shortest stay, in nights, that a stay touching the month's season nights must meet: the
   * strictest of its seasons (1 when no season, or no minimum, applies).
   */
  minNights: number;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Consecutive nights (as day numbers) made into [first, last] runs. */
function runsOf(days: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const d of days) {
    const last = runs.at(-1);
    if (last && last[1] === d - 1) last[1] = d;
    else runs.push([d, d]);
  }
  return runs;
}

/** A season's yearly nights in `month`, as runs of days of the month. */
function yearlyRuns(season: Season, month: number): [number, number][] {
  const days = Array.from({ length: daysInMonth(ORDINARY_YEAR, month) }, (_, i) => i + 1).filter(
    (day) => season.everyYear.some((range) => inYearly(range, isoOf(ORDINARY_YEAR, month, day))),
  );
  return runsOf(days);
}

/** A season's dated nights in `month` from `today` on, up to a year ahead, as runs of dates. */
function datedRuns(season: Season, month: number, today: string): [string, string][] {
  const from = dayOf(today);
  const days: number[] = [];
  for (const [first, last] of season.onDates) {
    const start = Math.max(dayOf(first), from);
    const end = Math.min(dayOf(last), from + LOOK_AHEAD_DAYS);
    for (let n = start; n <= end; n++) {
      if (monthOf(isoOfDay(n)) === month) days.push(n);
    }
  }
  return runsOf([...new Set(days)].sort((a, b) => a - b)).map(([a, b]) => [
    isoOfDay(a),
    isoOfDay(b),
  ]);
}

/**
 * The seasons `month` (1–12) falls in, each run of nights with its first and last, in the order
 * the nights come (yearly runs first within a day, then dated ones).
 */
export function seasonsInMonth(
  seasons: readonly Season[],
  month: number,
  today: string,
): MonthSeason[] {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new Error(`seasonsInMonth: month ${month} is not 1 to 12`);
  }
  const lastDay = daysInMonth(ORDINARY_YEAR, month);
  const found = seasons.flatMap((season) => [
    ...yearlyRuns(season, month).map(([a, b]) => ({
      season,
      first: `${pad(month)}-${pad(a)}`,
      last: `${pad(month)}-${pad(b)}`,
      allMonth: a === 1 && b === lastDay,
      dated: false,
      order: a,
    })),
    ...datedRuns(season, month, today).map(([a, b]) => ({
      season,
      first: a,
      last: b,
      allMonth: false,
      dated: true,
      order: Number(a.slice(8)) + 0.5,
    })),
  ]);
  return found.sort((x, y) => x.order - y.order).map(({ order: _order, ...run }) => run);
}

/** Every month of the year with its seasons and its shortest stay, January first. */
export function monthStays(seasons: readonly Season[], today: string): MonthStay[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    const found = seasonsInMonth(seasons, month, today);
    return {
      month,
      seasons: found,
      minNights: Math.max(1, ...found.map((f) => f.season.minNights)),
    };
  });
}
