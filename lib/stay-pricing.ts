/**
 * The seasons' rules, as the pages and the stay request use them: which season a night falls
 * in, what each night of a stay costs, the minimum stay a stay must meet, and how a season's
 * nights are written. Free of zod, YAML and file reading (lib/content/seasons.ts loads and checks
 * the owner's file on the server), so the stay request's island can price a stay itself.
 *
 * Every range is of NIGHTS, first and last both included: "20 Dec – 5 Jan" means the nights of
 * 20 December up to and including the night of 5 January (check-out on 6 January is the first
 * morning after it). A guest checking out on 20 December has slept no peak night, so a stay
 * ending on the first peak night costs the base rate and meets no minimum.
 */
import {
  count,
  fill,
  formatRate,
  type CountForms,
  type RateWords,
  type Tax,
} from '@/lib/content/format';
import { addDays } from '@/lib/dates.mjs';

/** A range that comes back every year: first and last night as 'MM-DD'; it may cross the new year. */
export type YearlyNights = readonly [first: string, last: string];

/** A range on given dates only (a festival week that moves): first and last night 'YYYY-MM-DD'. */
export type DatedNights = readonly [first: string, last: string];

/** A season in one language's words; its figures are the owner's, the same in every edition. */
export type Season = {
  id: string;
  name: string;
  /** The shortest stay, in nights, that may touch this season. */
  minNights: number;
  /** Nightly rate per room id (per bed for the dormitory), in rupees. */
  rates: Readonly<Record<string, number>>;
  everyYear: readonly YearlyNights[];
  onDates: readonly DatedNights[];
};

/** Is the night 'YYYY-MM-DD' inside the yearly range? Compared as 'MM-DD', so 29 Feb fits in order. */
export function inYearly([first, last]: YearlyNights, night: string): boolean {
  const md = night.slice(5);
  return first <= last ? md >= first && md <= last : md >= first || md <= last;
}

export function inSeason(season: Season, night: string): boolean {
  return (
    season.everyYear.some((r) => inYearly(r, night)) ||
    season.onDates.some(([first, last]) => night >= first && night <= last)
  );
}

/** The season the night falls in (the owner's file lets no two overlap), or null: the base rate. */
export function seasonOn(seasons: readonly Season[], night: string): Season | null {
  return seasons.find((s) => inSeason(s, night)) ?? null;
}

export type PricedNight = { night: string; rate: number; season: Season | null };

/** Each night of the stay with its rate: the season's for the room, or the room's own. */
export function pricedNights(
  room: { id: string; priceInr: number },
  checkin: string,
  nights: number,
  seasons: readonly Season[],
): PricedNight[] {
  return Array.from({ length: Math.max(0, nights) }, (_, i) => {
    const night = addDays(checkin, i);
    const season = seasonOn(seasons, night);
    return { night, rate: season?.rates[room.id] ?? room.priceInr, season };
  });
}

/** Nights at the same rate counted together, in the order the rates first come: 2 × ₹2,800, then 2 × ₹3,600. */
export type RatePart = { rate: number; nights: number };

export function rateParts(nights: readonly { rate: number }[]): RatePart[] {
  const parts: RatePart[] = [];
  for (const { rate } of nights) {
    const part = parts.find((p) => p.rate === rate);
    if (part) part.nights += 1;
    else parts.push({ rate, nights: 1 });
  }
  return parts;
}

/**
 * The season whose minimum the stay misses (the strictest of those it touches), or null when it
 * meets every one.
 */
export function missedMinimum(
  checkin: string,
  nights: number,
  seasons: readonly Season[],
): Season | null {
  let strictest: Season | null = null;
  for (let i = 0; i < nights; i++) {
    const season = seasonOn(seasons, addDays(checkin, i));
    if (season && season.minNights > nights && season.minNights > (strictest?.minNights ?? 0)) {
      strictest = season;
    }
  }
  return strictest;
}

/** The words a season's nights are written with (the stay request's words). */
export type SeasonDateWords = {
  dayMonth: string;
  dayMonthYear: string;
  and: string;
  dates: { months: readonly string[] };
};

function dayMonth(md: string, words: SeasonDateWords): string {
  const [month, day] = md.split('-').map(Number) as [number, number];
  return fill(words.dayMonth, { day, month: words.dates.months[month - 1] ?? '' });
}

function dayMonthYear(iso: string, words: SeasonDateWords): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return fill(words.dayMonthYear, { day, month: words.dates.months[month - 1] ?? '', year });
}

/** A list read aloud: 'a', 'a and b', 'a, b and c'. */
function spoken(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;
}

/** '20 Dec – 5 Jan and 15 May – 30 Jun': a season's nights, the yearly ones first. */
export function seasonWhen(season: Season, words: SeasonDateWords): string {
  const range = (a: string, b: string) => (a === b ? a : `${a} – ${b}`);
  return spoken(
    [
      ...season.everyYear.map(([a, b]) => range(dayMonth(a, words), dayMonth(b, words))),
      ...season.onDates.map(([a, b]) => range(dayMonthYear(a, words), dayMonthYear(b, words))),
    ],
    words.and,
  );
}

/** The lowest and highest nightly rate any room has, base or seasonal. */
export function rateSpan(
  rooms: readonly { id: string; priceInr: number }[],
  seasons: readonly Pick<Season, 'rates'>[],
): { min: number; max: number } {
  const all = rooms.flatMap((r) => [
    r.priceInr,
    ...seasons.flatMap((s) => (s.rates[r.id] === undefined ? [] : [s.rates[r.id] ?? 0])),
  ]);
  return { min: Math.min(...all), max: Math.max(...all) };
}

/** The words a season's rate line is written with (the stay request's words). */
export type SeasonRateWords = SeasonDateWords & {
  seasonRate: string;
  seasonMinimum: string;
  nightCount: CountForms;
};

/**
 * 'Peak season: ₹4,500 per night, 20 Dec – 5 Jan and 15 May – 30 Jun · at least 2 nights', or
 * null when the season has no rate for the room.
 */
export function seasonRateText(
  season: Season,
  room: { id: string; priceUnit: keyof RateWords['per'] },
  tax: Tax,
  words: SeasonRateWords,
  rates: RateWords,
): string | null {
  const rate = season.rates[room.id];
  if (rate === undefined) return null;
  const text = fill(words.seasonRate, {
    season: season.name,
    rate: formatRate({ priceInr: rate, priceUnit: room.priceUnit }, tax, rates),
    when: seasonWhen(season, words),
  });
  return season.minNights > 1
    ? `${text} · ${fill(words.seasonMinimum, { nights: count(season.minNights, words.nightCount) })}`
    : text;
}
