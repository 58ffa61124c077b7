/** @jest-environment node */
import { patchDataFiles } from './support/patch-data';
import type { Season } from '@/lib/seasons';

/*
 * A season's Hindi name is words like any other file's: content/seasons.hi.yaml names each season
 * by its id, so reordering the seasons in English never hands one season's name to another, and
 * a season without its Hindi name (or a name for a season English no longer has) stops the build,
 * naming the file and the id.
 */

type SeasonData = { id: string; [field: string]: unknown };
type Data = { seasons: SeasonData[] };
type Patch = (file: string, data: Data) => Data;

const DIWALI = {
  id: 'diwali-week',
  name: 'Diwali week',
  onDates: [{ firstNight: '2027-10-28', lastNight: '2027-11-03' }],
  minNights: 3,
  rates: { premium: 5000, standard: 4000, dorm: 1600 },
};
const DIWALI_HI = { id: 'diwali-week', name: 'दिवाली का हफ़्ता' };

const ENGLISH = 'content/seasons.yaml';
const HINDI = 'content/seasons.hi.yaml';

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
    expect(after.map((s) => s.id)).toEqual(['diwali-week', 'peak']);
    expect(after).toEqual([...before].reverse());
    expect(after[0]).toMatchObject({ id: 'diwali-week', name: 'दिवाली का हफ़्ता', minNights: 3 });
  });
});

describe('a Hindi season name out of step with English', () => {
  it('a season added in English alone stops the build, naming the Hindi file and its id', () => {
    expect(loadError(inFile(ENGLISH, (seasons) => [...seasons, DIWALI]))).toContain(
      `${HINDI}: seasons.diwali-week.name is missing (English: "Diwali week")`,
    );
  });

  it('a name removed from the Hindi file is named by its season’s id', () => {
    expect(loadError(inFile(HINDI, (seasons) => seasons.filter((s) => s.id !== 'peak')))).toContain(
      `${HINDI}: seasons.peak.name is missing (English: "Peak season")`,
    );
  });

  it('a name for a season English no longer has is reported', () => {
    const error = loadError(
      both(
        withDiwali,
        inFile(ENGLISH, (seasons) => seasons.filter((s) => s.id !== 'diwali-week')),
      ),
    );
    expect(error).toContain(
      `${HINDI}: seasons.diwali-week translates an item ${ENGLISH} no longer has`,
    );
  });

  it('a figure written in the Hindi file is refused: nights, stays and rates live in English', () => {
    const error = loadError(
      inFile(HINDI, (seasons) =>
        seasons.map((s) => ({ ...s, minNights: 3, rates: { premium: 1 } })),
      ),
    );
    expect(error).toContain(
      `${HINDI}: seasons.peak.minNights is not a text (it is taken from ${ENGLISH}); leave it out of the Hindi file`,
    );
    expect(error).toContain(`${HINDI}: seasons.peak.rates.premium is not a text`);
  });
});
