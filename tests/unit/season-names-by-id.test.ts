/** @jest-environment node */
import { patchDataFiles } from './support/patch-data';
import { readSeasons, seasonsIn, type OwnerSeason } from '@/lib/content/seasons';
import { seasonOn, type Season } from '@/lib/stay-pricing';
import { defaultEdition } from '@/lib/content/editions';
import { stayHouseFile } from '@/lib/houses.mjs';

const { rooms } = defaultEdition.texts;

/*
 * A season's Hindi name is words like any other file's: content/seasons.hi.yaml names each season
 * by its id, so reordering the seasons in English never hands one season's name to another, and
 * a season without its Hindi name (or a name for a season English no longer has) stops the build,
 * naming the file and the id.
 */

type SeasonData = { id: string; [field: string]: unknown };
type Data = { seasons: SeasonData[] };
type Patch = (file: string, data: Data) => Data;

/** The calendar date `days` after `iso`. */
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Seven nights from the week of 28 October 2027 on that none of the owner's seasons holds (two
 * seasons may not share a night), so the festival week below fits beside whatever they write.
 */
function freeWeek(): { firstNight: string; lastNight: string } {
  const owner = seasonsIn('en');
  for (let first = '2027-10-28'; ; first = addDays(first, 7)) {
    const nights = Array.from({ length: 7 }, (_, i) => addDays(first, i));
    if (nights.every((night) => !seasonOn(owner, night))) {
      return { firstNight: first, lastNight: nights.at(-1)! };
    }
  }
}

/** A festival week on given dates, with a rate for every room the owner lists. */
const DIWALI = {
  id: 'diwali-week',
  name: 'Diwali week',
  onDates: [freeWeek()],
  minNights: 3,
  rates: Object.fromEntries(rooms.map((r) => [r.id, r.priceInr + 1000])),
};
const DIWALI_HI = { id: 'diwali-week', name: 'दिवाली का हफ़्ता' };

const ENGLISH = stayHouseFile('seasons.yaml');
const HINDI = stayHouseFile('seasons.hi.yaml');

/** The seasons in one language as the build reads them, with `patch` applied to what is read. */
function load(lang: 'en' | 'hi', patch?: Patch): Season[] {
  let seasons: Season[] | undefined;
  try {
    jest.isolateModules(() => {
      if (patch) patchDataFiles((file, data) => patch(file, data as Data));
      const { seasonsIn } =
        jest.requireActual<typeof import('@/lib/content/seasons')>('@/lib/content/seasons');
      seasons = seasonsIn(lang);
    });
  } finally {
    jest.dontMock('@/lib/content/data');
  }
  if (!seasons) throw new Error('the seasons did not load');
  return seasons;
}

const NOTICE = 'Not yet translated, shown in English meanwhile: ';

/** The seasons `run` loads and what the build's log said meanwhile. */
function warned(run: () => Season[]): { seasons: Season[]; lines: string[] } {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const seasons = run();
    return { seasons, lines: warn.mock.calls.map((c) => String(c[0])) };
  } finally {
    warn.mockRestore();
  }
}

function loadError(patch: Patch): string {
  try {
    load('hi', patch);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return '';
}

/** Applies `change` to the seasons of one file, leaving every other file as it is. */
const inFile =
  (name: string, change: (seasons: SeasonData[]) => SeasonData[]): Patch =>
  (file, data) =>
    file === name ? { ...data, seasons: change(data.seasons) } : data;

const both =
  (...patches: Patch[]): Patch =>
  (file, data) =>
    patches.reduce((d, p) => p(file, d), data);

/** A festival week added to both files, so the owner's file has two seasons to reorder. */
const withDiwali = both(
  inFile(ENGLISH, (seasons) => [...seasons, DIWALI]),
  inFile(HINDI, (seasons) => [...seasons, DIWALI_HI]),
);

describe('the seasons in Hindi', () => {
  it('are the English seasons, each with its Hindi name from content/seasons.hi.yaml', () => {
    const english = load('en', withDiwali);
    const hindi = load('hi', withDiwali);
    expect(hindi).toEqual(
      english.map((s) => ({
        ...s,
        name: s.id === 'diwali-week' ? DIWALI_HI.name : expect.stringMatching(/[\u0900-\u097F]/),
      })),
    );
  });

  it('reordered in English alone, every season keeps its own Hindi name', () => {
    const before = load('hi', withDiwali);
    const after = load(
      'hi',
      both(
        withDiwali,
        inFile(ENGLISH, (seasons) => [...seasons].reverse()),
      ),
    );
    const owner = seasonsIn('en').map((s) => s.id);
    expect(after.map((s) => s.id)).toEqual(['diwali-week', ...[...owner].reverse()]);
    expect(after).toEqual([...before].reverse());
    expect(after[0]).toMatchObject({ id: 'diwali-week', name: 'दिवाली का हफ़्ता', minNights: 3 });
  });
});

describe('a Hindi season name out of step with English', () => {
  it('a season added in English alone shows its English name on the Hindi pages, named by id', () => {
    const said = warned(() =>
      load(
        'hi',
        inFile(ENGLISH, (seasons) => [...seasons, DIWALI]),
      ),
    );
    expect(said.seasons.at(-1)).toMatchObject({ id: 'diwali-week', name: 'Diwali week' });
    expect(said.lines).toContain(`${NOTICE}${HINDI}: seasons.diwali-week`);
  });

  it('a name removed from the Hindi file is named by its season’s id', () => {
    const removed = both(
      withDiwali,
      inFile(HINDI, (seasons) => seasons.filter((s) => s.id !== DIWALI.id)),
    );
    expect(warned(() => load('hi', removed)).lines).toContain(
      `${NOTICE}${HINDI}: seasons.diwali-week`,
    );
  });

  it('a name for a season English no longer has is left unused, and named', () => {
    const said = warned(() =>
      load(
        'hi',
        both(
          withDiwali,
          inFile(ENGLISH, (seasons) => seasons.filter((s) => s.id !== 'diwali-week')),
        ),
      ),
    );
    expect(said.seasons.map((s) => s.id)).not.toContain('diwali-week');
    expect(said.lines).toContain(
      `${NOTICE}${HINDI}: seasons.diwali-week translates an item ${ENGLISH} no longer has (unused)`,
    );
  });

  it('a figure written in the Hindi file is refused: nights, stays and rates live in English', () => {
    const room = rooms[0]!.id;
    const error = loadError(
      both(
        withDiwali,
        inFile(HINDI, (seasons) =>
          seasons.map((s) => ({ ...s, minNights: DIWALI.minNights + 1, rates: { [room]: 1 } })),
        ),
      ),
    );
    expect(error).toContain(
      `${HINDI}: seasons.diwali-week.minNights is not a text (it is taken from ${ENGLISH}); leave it out of the Hindi file`,
    );
    expect(error).toContain(`${HINDI}: seasons.diwali-week.rates.${room} is not a text`);
  });
});

describe('the owner’s content/seasons.yaml', () => {
  it('gives every season a rate for every room of content/rooms.yaml, and a Hindi name', () => {
    const seasons: OwnerSeason[] = readSeasons();
    const hindi = seasonsIn('hi');
    expect(seasonsIn('en')).toEqual(seasons);
    expect(hindi.map((s) => s.id)).toEqual(seasons.map((s) => s.id));
    for (const [i, s] of seasons.entries()) {
      expect(Object.keys(s.rates).sort()).toEqual(rooms.map((r) => r.id).sort());
      expect(hindi[i]).toEqual({ ...s, name: expect.stringMatching(/[\u0900-\u097F]/) });
    }
  });
});
