import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StayConfig } from '@/components/stay-request/stay-request';

/*
 * A content tree of the tests' own, tests/unit/fixtures/content/: copies of the data files whose
 * figures and words some tests write out by hand (the rooms and their rates, the seasons, the
 * facts, the stay request's and the interface's words), so those tests stay green whatever the
 * family writes into content/ (a new price, a season moved, a reworded sentence, a fourth room).
 *
 * A file of the tree stands in for content/'s file of the same name in every language
 * (rooms.yaml and rooms.hi.yaml alike), and for a house's own file of that name whichever house
 * it is (content/houses/<id>/rooms.yaml); every other file is read from content/ as it is. In a
 * test file:
 *
 *   jest.mock('@/lib/content/data', () =>
 *     jest.requireActual<typeof import('./support/fixture-content')>('./support/fixture-content').dataModule(),
 *   );
 *
 * Those tests then build the stay request's figures with `stayConfigWithoutCalendars`: the calendars
 * the last build wrote (content/generated/) are the family's, not the fixture's.
 */

export const FIXTURE_CONTENT = path.join(__dirname, '..', 'fixtures', 'content');

/**
 * 'content/rooms.hi.yaml' → 'rooms', 'content/pages/about.yaml' → 'pages/about'. A house's own
 * file stands for its kind, whichever house it is: 'content/houses/<id>/rooms.yaml' → 'rooms'.
 */
function nameOf(file: string): string | null {
  return (
    /^content\/(?:houses\/[^/]+\/)?(.+?)(?:\.[a-z]{2,3})?\.(?:yaml|json)$/.exec(file)?.[1] ?? null
  );
}

/** The fixture tree's path for a data file: a house's own file sits at the tree's top. */
const inTree = (file: string) => file.replace(/^content\/(?:houses\/[^/]+\/)?/, '');

/** The fixture's copy of a data file, if the tree holds that file's name. */
export function fixtureFileFor(file: string): string | null {
  const name = nameOf(file);
  const ext = path.extname(file);
  if (!name || !existsSync(path.join(FIXTURE_CONTENT, `${name}${ext}`))) return null;
  const copy = path.join(FIXTURE_CONTENT, inTree(file));
  if (!existsSync(copy)) {
    throw new Error(
      `${path.relative(process.cwd(), copy)} is missing: the fixture tree holds ${name}.yaml, so it holds ${name} in every language`,
    );
  }
  return copy;
}

/** `@/lib/content/data` reading the fixture's files where it has them. */
export function dataModule(): typeof import('@/lib/content/data') {
  const actual = jest.requireActual<typeof import('@/lib/content/data')>('@/lib/content/data');
  return {
    ...actual,
    readData: (file: string) => {
      const copy = fixtureFileFor(file);
      if (!copy) return actual.readData(file);
      const read = actual.parseData(path.relative(process.cwd(), copy), readFileSync(copy, 'utf8'));
      return { ...read, file };
    },
  };
}

/** No night taken in any room: what the stay request knows before any calendar is read. */
export const NO_CALENDARS = { rooms: {}, until: null } satisfies {
  rooms: StayConfig['taken'];
  until: StayConfig['takenUntil'];
};

/**
 * Seasons written for the tests, never the owner's example file: a peak that crosses the new year
 * and comes back in summer, a festival week on given dates, and a short season around the end of
 * February (which holds a leap day, and ends on the first of a month). Its rates name the
 * fixture's rooms.
 */
export const SEASONS_YAML = `
seasons:
  - id: peak
    name: Peak season
    everyYear:
      - { firstNight: 12-20, lastNight: 01-05 }
      - { firstNight: 05-15, lastNight: 06-30 }
    minNights: 2
    rates: { premium: 4500, standard: 3600, dorm: 1500 }
  - id: festival
    name: Festival week
    onDates:
      - { firstNight: 2027-10-28, lastNight: 2027-11-03 }
    minNights: 3
    rates: { premium: 5000, standard: 4000, dorm: 1600 }
  - id: late-winter
    name: Late winter
    everyYear:
      - { firstNight: 02-27, lastNight: 03-01 }
    minNights: 1
    rates: { premium: 3000, standard: 2500, dorm: 1000 }
`;
