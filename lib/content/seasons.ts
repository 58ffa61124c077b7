/**
 * Loads the owner's seasons, content/houses/<id>/seasons.yaml, and checks them at build time: a mistake stops
 * the build with the file, the field and the line, the way a content module's error does. The
 * names in another language are words like any other file's (content/houses/<id>/seasons.hi.yaml, joined by
 * id), so they are read and checked by the same loader. Server only (it reads the files and
 * brings zod and the YAML parser); pages and the stay request get plain `Season`s in their
 * language from `seasonsIn`.
 */
import { LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { readData } from '@/lib/content/data';
import { defaultLang, type Lang } from '@/lib/content/languages';
import { facts } from '@/lib/content/facts';
import { loadWords } from '@/lib/content/load-words';
import { stayHouseFile, stayHouseWords } from '@/lib/houses.mjs';
import { roomsAsWritten } from '@/lib/content/room-ids';
import { codeString, labelled } from '@/lib/content/schema';
import { dayNumber, dayOf, isIsoDate, isoOfDay, nightsBetween } from '@/lib/dates.mjs';
import { inSeason, inYearly, type Season } from '@/lib/stay-pricing';

/** The seasons of the house open for stays, from the project root. */
export const seasonsFile = (): string => stayHouseFile('seasons.yaml');

/** A leap year: '02-29' is a night a yearly range may name. */
const LEAP_YEAR = 2028;
/** Longest dated range accepted: a longer one is surely a typo in the year. */
const MAX_DATED_NIGHTS = 366;

// Dates and ids are values, never words: a language file that writes one is told to leave it out.
const monthDay = codeString(
  'day of the year',
  z
    .string('must be a date written MM-DD, such as "12-20" for 20 December')
    .regex(/^\d{2}-\d{2}$/, 'must be a date written MM-DD, such as "12-20" for 20 December')
    .refine((md) => isIsoDate(`${LEAP_YEAR}-${md}`), 'is not a day of the year'),
);

const isoDate = codeString(
  'date',
  z
    .string('must be a date written YYYY-MM-DD, such as "2027-10-28"')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, such as "2027-10-28"')
    .refine(isIsoDate, 'is not a real date'),
);

const name = labelled(
  z.string('must be the season’s name').trim().min(1, 'must not be empty'),
  'Season name · सीज़न का नाम',
  'What guests read beside the season’s rates (Peak season). Each language gives it a name of its own.',
);

const rate = z
  .number('must be the rate in rupees, a whole number such as 3600')
  .int('must be a whole number of rupees')
  .positive('must be more than 0');

/**
 * A room's rate in a season, named by the room as the family knows it. The rooms as written
 * (lib/content/room-ids.ts): the schema is made before any edition loads its rooms, and a
 * mistake in a room is the rooms' schema's to name.
 */
const rateOf = ({ id, tabLabel = id, priceUnit }: Readonly<Record<string, unknown>>) =>
  labelled(
    rate,
    `${String(tabLabel)}: rate per ${String(priceUnit)} (₹) · सीज़न में प्रति रात किराया`,
    `What one ${priceUnit === 'night' ? 'night in this room' : 'bed for one night'} costs on this season’s nights, in rupees, digits only (4500). Guests see it under the room’s usual price, with the season’s dates.`,
  );

/** A season's range of nights: its first and last night, both taken. */
const nightsTitles = {
  first: 'First night of the season · सीज़न की पहली रात',
  last: 'Last night of the season · सीज़न की आख़िरी रात',
};

const datedRange = z
  .object(
    {
      firstNight: labelled(
        isoDate,
        nightsTitles.first,
        'The first night of this range, picked from the calendar (written YYYY-MM-DD), for this year only.',
      ),
      lastNight: labelled(
        isoDate,
        nightsTitles.last,
        `The last night of the range, both ends taken: a guest checking out the morning after has stayed the whole season. At most ${MAX_DATED_NIGHTS} nights after the first; for nights every year, use Nights every year.`,
      ),
    },
    'must be { firstNight, lastNight }',
  )
  .strict()
  .superRefine((r, ctx) => {
    // Runs even when a date failed its own check, which has then said what is wrong.
    const between = nightsBetween(r.firstNight, r.lastNight);
    if (between === null) return;
    const nights = between + 1;
    if (nights < 1) {
      ctx.addIssue({
        code: 'custom',
        message:
          'the last night comes before the first night: pick a last night on or after the first',
        path: ['lastNight'],
      });
    } else if (nights > MAX_DATED_NIGHTS) {
      ctx.addIssue({
        code: 'custom',
        message: `spans ${nights} nights: for nights every year, use everyYear`,
        path: ['lastNight'],
      });
    }
  });

const seasonSchema = z
  .object({
    id: labelled(
      codeString(
        'season id',
        z
          .string('must be a short id such as "peak"')
          .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes, such as "peak"'),
      ),
      'Short name of the season',
      'Never shown to guests: joins the Hindi name to this season. Lowercase letters, digits and dashes (peak, diwali-week).',
    ),
    name,
    everyYear: labelled(
      z.array(
        labelled(
          z
            .object(
              {
                firstNight: labelled(
                  monthDay,
                  nightsTitles.first,
                  'The first night of this range, picked from the calendar: only the day and month are kept, as it comes back every year.',
                ),
                lastNight: labelled(
                  monthDay,
                  nightsTitles.last,
                  'The last night of the range, both ends taken: a guest checking out the morning after has stayed the whole season. It may cross the new year (20 December to 5 January).',
                ),
              },
              'must be { firstNight, lastNight }',
            )
            .strict(),
          'Nights every year',
          'One range of nights that comes back every year.',
        ),
      ),
      'Nights every year · हर साल दोहराई जाने वाली रातें',
      'Ranges of nights that belong to this season every year. A season needs nights here or under Nights on given dates, and shares no night with another season.',
    ).default([]),
    onDates: labelled(
      z.array(
        labelled(
          datedRange,
          'Nights on given dates',
          'One range of nights on dates of one year only.',
        ),
      ),
      'Nights on given dates only · सिर्फ़ इन्हीं तारीख़ों की रातें',
      'Ranges on dates of one year only, for a festival week whose date moves. A season shares no night with another.',
    ).default([]),
    minNights: labelled(
      z
        .number('must be a number of nights')
        .int('must be a whole number of nights')
        .min(1, 'must be at least 1 night')
        .max(
          facts.booking.maxNights,
          `must be at most ${facts.booking.maxNights} nights, the longest stay the request takes`,
        ),
      'Minimum nights · कम से कम कितनी रातें',
      `The shortest stay, in nights, that may include any night of this season, digits only (2). At most ${facts.booking.maxNights}, the longest stay the stay request takes.`,
    ),
    rates: labelled(
      z
        .object(
          Object.fromEntries(
            roomsAsWritten().flatMap((room) =>
              typeof room.id === 'string' ? [[room.id, rateOf(room)]] : [],
            ),
          ) as Record<string, typeof rate>,
          'must give a rate for every room',
        )
        .strict(),
      'Rates per night in this season (₹) · इस सीज़न में प्रति रात किराया',
      'A rate for every room: a night in this season needs a price for each room the guest may choose.',
    ),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.everyYear.length === 0 && s.onDates.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'has no nights: give everyYear or onDates ranges',
        path: ['everyYear'],
      });
    }
  });

export const seasonsFileSchema = z
  .object({
    seasons: labelled(
      z.array(seasonSchema),
      'Seasons with their own rates · सीज़न',
      'The nights that cost more than a room’s usual price, and the shortest stay they take. Every night outside all seasons costs the room’s usual price.',
    ),
  })
  .strict()
  .superRefine((file, ctx) => {
    const ids = new Set<string>();
    file.seasons.forEach((s, i) => {
      if (ids.has(s.id)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${s.id}" is used twice`,
          path: ['seasons', i, 'id'],
        });
      }
      ids.add(s.id);
    });
    // Two seasons sharing a night would leave its rate to the order of the file.
    const seasons = file.seasons.map(toSeason);
    seasons.forEach((later, j) => {
      seasons.slice(0, j).forEach((earlier) => {
        const clash = sharedNight(earlier, later, file.seasons[j]!);
        if (clash) {
          ctx.addIssue({
            code: 'custom',
            message: `overlaps season "${earlier.id}" (both hold the night of ${clash.night})`,
            path: ['seasons', j, ...clash.path],
          });
        }
      });
    });
  });

type SeasonData = z.output<typeof seasonSchema>;

/** A season as the owner wrote it in content/houses/<id>/seasons.yaml: named in English. */
export type OwnerSeason = Season;

function toSeason(s: SeasonData): OwnerSeason {
  return {
    id: s.id,
    name: s.name,
    minNights: s.minNights,
    rates: s.rates,
    everyYear: s.everyYear.map((r) => [r.firstNight, r.lastNight] as const),
    onDates: s.onDates.map((r) => [r.firstNight, r.lastNight] as const),
  };
}

/** The first night two seasons share, and where in the later one it is written; or null. */
function sharedNight(
  earlier: OwnerSeason,
  later: OwnerSeason,
  laterData: SeasonData,
): { night: string; path: (string | number)[] } | null {
  // Every night of a leap year stands for every yearly night (29 Feb included).
  const start = dayOf(`${LEAP_YEAR}-01-01`);
  for (const [k, range] of laterData.everyYear.entries()) {
    for (let n = start; n < start + 366; n++) {
      const night = isoOfDay(n);
      if (inYearly([range.firstNight, range.lastNight], night)) {
        const md = night.slice(5);
        const hit =
          earlier.everyYear.some((r) => inYearly(r, night)) ||
          earlier.onDates.some(([a, b]) => datedHolds(a, b, md));
        if (hit) return { night: dayMonthText(md), path: ['everyYear', k] };
      }
    }
  }
  for (const [k, range] of laterData.onDates.entries()) {
    const first = dayNumber(range.firstNight);
    const last = dayNumber(range.lastNight);
    if (first === null || last === null) continue;
    for (let n = first; n <= Math.min(last, first + MAX_DATED_NIGHTS); n++) {
      if (inSeason(earlier, isoOfDay(n))) return { night: isoOfDay(n), path: ['onDates', k] };
    }
  }
  return null;
}

/** Does a dated range hold this day of the year in any of its years? */
function datedHolds(first: string, last: string, md: string): boolean {
  const from = dayNumber(first);
  const to = dayNumber(last);
  if (from === null || to === null) return false;
  for (let n = from; n <= Math.min(to, from + MAX_DATED_NIGHTS); n++) {
    if (isoOfDay(n).slice(5) === md) return true;
  }
  return false;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayMonthText = (md: string) =>
  `${Number(md.slice(3))} ${MONTHS[Number(md.slice(0, 2)) - 1] ?? md}`;

/** 'line 12' for the YAML node at `at`, or for the nearest node above it that exists. */
function lineOf(doc: Document, counter: LineCounter, at: readonly PropertyKey[]): number | null {
  for (let depth = at.length; depth >= 0; depth--) {
    const node = at.length === 0 ? doc.contents : doc.getIn(at.slice(0, depth), true);
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    if (range) return counter.linePos(range[0]).line;
  }
  return null;
}

/**
 * Parses and checks the seasons' YAML text. Throws one error listing every problem, each with the
 * file, the line and the field path.
 */
export function parseSeasons(text: string, file = seasonsFile()): OwnerSeason[] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const lines = doc.errors.map((e) => {
      const line = counter.linePos(e.pos[0]).line;
      return `  - ${file}${line ? `:${line}` : ''}: ${e.message}`;
    });
    throw new Error(`Invalid YAML in ${file}:\n${lines.join('\n')}`);
  }
  return checkSeasons(file, doc.toJS(), (at) => lineOf(doc, counter, at));
}

/** The seasons' data checked, every problem listed with the file, the line and the field path. */
function checkSeasons(
  file: string,
  data: unknown,
  lineAt: (at: readonly PropertyKey[]) => number | null | undefined,
): OwnerSeason[] {
  const result = seasonsFileSchema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const line = lineAt(issue.path);
      const field = issue.path.map(String).join('.') || '(root)';
      return `  - ${file}${line ? `:${line}` : ''} ${field}: ${issue.message}`;
    });
    throw new Error(`Invalid content in ${file}:\n${lines.join('\n')}`);
  }
  return result.data.seasons.map(toSeason);
}

/**
 * Reads content/houses/<id>/seasons.yaml (from the project folder, where the build and the tests run),
 * through the reader every data file goes through, so its translations are joined to the same
 * English.
 */
export function readSeasons(): OwnerSeason[] {
  const read = readData(seasonsFile());
  return checkSeasons(read.file, read.data, read.lineOf);
}

let cached: OwnerSeason[] | undefined;
/** The owner's seasons, read once per build. */
export const ownerSeasons = (): readonly OwnerSeason[] => (cached ??= readSeasons());

const translated = new Map<Lang, readonly OwnerSeason[]>();
/**
 * The seasons in one language, read once per build: English as the owner wrote it; any other
 * language from content/seasons.<lang>.yaml, whose names are joined to English by id, so a name
 * missing there, or one for a season English no longer has, stops the build naming that file
 * and the id, as every other translation does.
 */
export function seasonsIn(lang: Lang): Season[] {
  // English first: its own mistakes are named with their lines before a translation is joined.
  const english = ownerSeasons();
  let seasons = lang === defaultLang ? english : translated.get(lang);
  if (!seasons) {
    seasons = loadWords(seasonsFileSchema, stayHouseWords('seasons'), lang).seasons.map(toSeason);
    translated.set(lang, seasons);
  }
  return seasons.map((s) => ({ ...s }));
}
