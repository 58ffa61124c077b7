/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { stayHouseFile } from '@/lib/houses.mjs';

/*
 * The family edits content/ in the browser editor at any time: a price, a season's rate or its
 * nights, a closed week, any sentence in English or Hindi, a new room. None of that may turn a
 * test red. This test makes one edit of every kind, the way the editor saves it (the file read,
 * one value changed, the file written back), in a copy of the project, runs the closures step of
 * the build there (scripts/collect-availability.mjs), and then the unit suites that read content/, in
 * the copy: they must pass as they do on the project itself.
 *
 * `npm run test:family-edits` runs it; the suite's own `jest` leaves it out (jest.config.mjs),
 * since it runs a dozen suites a second time.
 */

const ROOT = path.join(__dirname, '..', '..');

/** The unit suites that read content/: the ones a family's edit could turn red. */
const SUITES = [
  'availability',
  'chaaya-content',
  'content-validation',
  'content-walk',
  'data-files',
  'hindi-glossary',
  'hindi-texts',
  'houses-as-folders',
  'proof-sheet',
  'room-tabs',
  'rooms-as-data',
  'season-names-by-id',
  'seasons',
  'stay-availability',
  'stay-request',
  'structured-data',
  'translate',
  'translation-by-id',
].map((name) => `tests/unit/${name}.test.${name === 'room-tabs' ? 'tsx' : 'ts'}`);

/** Big and read by no unit suite: left out of the copy. */
const NOT_COPIED = ['docs/screenshots/', 'bench/'];

/** What the build's earlier steps made (the pictures' sizes, the nights): copied as they are. */
const MADE_BY_EARLIER_STEPS = ['content/generated'];

/**
 * The project's files as they are on disk (tracked ones and new ones not ignored), in a folder of
 * their own, with the project's node_modules linked in.
 */
function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'family-edits-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && !NOT_COPIED.some((folder) => file.startsWith(folder)));
  for (const file of [...files, ...MADE_BY_EARLIER_STEPS]) {
    // A file deleted but not yet committed is still listed.
    if (!existsSync(path.join(ROOT, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file), { recursive: true });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

type Room = { id: string; priceInr: number; title: string; tabLabel: string };
type HindiRoom = { id: string; title: string; tabLabel: string };
type OwnerSeason = {
  id: string;
  everyYear?: { firstNight: string; lastNight: string }[];
  onDates?: { firstNight: string; lastNight: string }[];
  rates: Record<string, number>;
};

/** Opens a YAML file of the copy as the editor does, hands it to `change`, and saves it. */
function editYaml<T>(dir: string, file: string, change: (doc: Document, data: T) => void) {
  const full = path.join(dir, file);
  const doc = parseDocument(readFileSync(full, 'utf8'));
  change(doc, doc.toJS() as T);
  writeFileSync(full, doc.toString({ lineWidth: 0 }));
}

/** 'MM-DD' moved by `days` (a leap year, so 02-29 stays a day). */
function moveDay(monthDay: string, days: number): string {
  const day = new Date(Date.parse(`2028-${monthDay}T00:00:00Z`) + days * 86_400_000);
  return day.toISOString().slice(5, 10);
}

/** 'YYYY-MM-DD' moved by `days`. */
function moveDate(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The second text of the about page's 'origin' block (its first, should it have one only). */
function aboutSentencePath(data: { blocks: { id?: string; text?: unknown }[] }): unknown[] {
  const i = data.blocks.findIndex((b) => b.id === 'origin' && Array.isArray(b.text));
  const text = data.blocks[i]?.text;
  if (!Array.isArray(text)) throw new Error('content/pages/about: no origin text to edit');
  return ['blocks', i, 'text', text.length > 1 ? 1 : 0];
}

/** What the family changed, for the checks that the copy holds it. */
type Edits = {
  house: string;
  room: string;
  price: number;
  season: string;
  rate: number;
  newRoom: string;
  closure: { firstNight: string; lastNight: string };
  hindi: string;
  english: string;
  closing: string;
};

const NEW_ROOM = {
  title: 'Heritage Orchard Room',
  tabLabel: 'Orchard Room',
  titleHi: 'हेरिटेज ऑर्चर्ड रूम',
  tabLabelHi: 'ऑर्चर्ड रूम',
};
const NEW_HOUSE = { name: 'Deodar Cottage', nameHi: 'देवदार कॉटेज' };
const ENGLISH_SENTENCE =
  'Selling it would have been the easy way. The family asked the old masons of the village what the house needed instead.';
const HINDI_SENTENCE =
  'इसे बेच देना सबसे आसान रास्ता होता। परिवार ने इसके बजाय गाँव के पुराने राजमिस्त्रियों से पूछा कि घर को क्या चाहिए।';
const CLOSING = 'Is the room free on those dates? Many thanks!';

/** One edit of every kind, as the family makes them in the editor. */
function editLikeTheFamily(dir: string): Edits {
  // The standard room's price (the first room's, should the family have none called standard).
  let room = '';
  let price = 0;
  let newRoom = 'orchard';
  editYaml<{ rooms: Room[] }>(dir, stayHouseFile('rooms.yaml'), (doc, data) => {
    const i = Math.max(
      data.rooms.findIndex((r) => r.id === 'standard'),
      0,
    );
    const chosen = data.rooms[i]!;
    room = chosen.id;
    price = chosen.priceInr + 100;
    doc.setIn(['rooms', i, 'priceInr'], price);
    // A new room: a copy of that one, with an id, a name and a price of its own.
    while (data.rooms.some((r) => r.id === newRoom)) newRoom += '-new';
    doc.addIn(
      ['rooms'],
      doc.createNode({
        ...chosen,
        id: newRoom,
        title: NEW_ROOM.title,
        tabLabel: NEW_ROOM.tabLabel,
        priceInr: chosen.priceInr + 300,
      }),
    );
  });
  // Its Hindi words.
  editYaml<{ rooms: HindiRoom[] }>(dir, stayHouseFile('rooms.hi.yaml'), (doc, data) => {
    const words = data.rooms.find((r) => r.id === room)!;
    doc.addIn(
      ['rooms'],
      doc.createNode({
        ...words,
        id: newRoom,
        title: NEW_ROOM.titleHi,
        tabLabel: NEW_ROOM.tabLabelHi,
      }),
    );
  });
  // The peak season's rate for that room, up by 100; its first yearly range two nights longer at
  // each end; and the new room's rate in every season.
  let season = '';
  let rate = 0;
  editYaml<{ seasons: OwnerSeason[] }>(dir, stayHouseFile('seasons.yaml'), (doc, data) => {
    if (data.seasons.length === 0) return;
    const i = Math.max(
      data.seasons.findIndex((s) => s.id === 'peak'),
      0,
    );
    const chosen = data.seasons[i]!;
    season = chosen.id;
    rate = chosen.rates[room]! + 100;
    doc.setIn(['seasons', i, 'rates', room], rate);
    const [yearly] = chosen.everyYear ?? [];
    const [dated] = chosen.onDates ?? [];
    if (yearly) {
      doc.setIn(['seasons', i, 'everyYear', 0, 'firstNight'], moveDay(yearly.firstNight, -2));
      doc.setIn(['seasons', i, 'everyYear', 0, 'lastNight'], moveDay(yearly.lastNight, 2));
    } else if (dated) {
      doc.setIn(['seasons', i, 'onDates', 0, 'firstNight'], moveDate(dated.firstNight, -2));
      doc.setIn(['seasons', i, 'onDates', 0, 'lastNight'], moveDate(dated.lastNight, 2));
    }
    data.seasons.forEach((s, j) => {
      doc.setIn(['seasons', j, 'rates', newRoom], s.rates[room]! + 300);
    });
  });
  // The whole house closed 10 to 14 February next year.
  const year = new Date().getUTCFullYear() + 1;
  const closure = { firstNight: `${year}-02-10`, lastNight: `${year}-02-14` };
  const closuresFile = path.join(dir, stayHouseFile('closures.json'));
  const closures = JSON.parse(readFileSync(closuresFile, 'utf8')) as { closures: unknown[] };
  closures.closures.push({ ...closure, note: 'a wedding in the family' });
  writeFileSync(closuresFile, `${JSON.stringify(closures, null, 2)}\n`);
  // A Hindi sentence and an English one of the about page, and the stay request's closing line.
  editYaml<{ blocks: { id?: string }[] }>(dir, 'content/pages/about.hi.yaml', (doc, data) => {
    doc.setIn(aboutSentencePath(data), HINDI_SENTENCE);
  });
  editYaml<{ blocks: { id?: string }[] }>(dir, 'content/pages/about.yaml', (doc, data) => {
    doc.setIn(aboutSentencePath(data), ENGLISH_SENTENCE);
  });
  editYaml(dir, 'content/stay-form.yaml', (doc) => {
    doc.setIn(['message', 'closing'], CLOSING);
  });
  // A new house, as New house makes one: a folder named from its name, its words copied from a
  // house not open for stays, its stage In Restoration and the next place in the list.
  const houses = readdirSync(path.join(dir, 'content/houses'));
  const stage = (id: string) =>
    parseDocument(
      readFileSync(path.join(dir, 'content/houses', id, 'house.yaml'), 'utf8'),
    ).toJS() as {
      status: string;
      order: number;
    };
  const model = houses.find((id) => stage(id).status !== 'Open for Stays') ?? houses[0]!;
  const order = Math.max(...houses.map((id) => stage(id).order)) + 1;
  let house = 'deodar-cottage';
  while (houses.includes(house)) house += '-new';
  cpSync(path.join(dir, 'content/houses', model), path.join(dir, 'content/houses', house), {
    recursive: true,
  });
  editYaml(dir, `content/houses/${house}/house.yaml`, (doc) => {
    doc.setIn(['name'], NEW_HOUSE.name);
    doc.setIn(['order'], order);
    doc.setIn(['status'], 'In Restoration');
    doc.deleteIn(['instagram']);
  });
  editYaml(dir, `content/houses/${house}/house.hi.yaml`, (doc) => {
    doc.setIn(['name'], NEW_HOUSE.nameHi);
    doc.deleteIn(['instagram']);
  });
  return {
    house,
    room,
    price,
    season,
    rate,
    newRoom,
    closure,
    hindi: HINDI_SENTENCE,
    english: ENGLISH_SENTENCE,
    closing: CLOSING,
  };
}

/** This run's environment less what would make the copy's steps act as another build or worker. */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    'AVAILABILITY_FEEDS',
    'OUT_DIR',
    'BASE_PATH',
    'JEST_WORKER_ID',
    'FAMILY_EDITS',
  ]) {
    delete env[name];
  }
  return env;
}

describe('the family’s edits', () => {
  let dir = '';
  let edits: Edits;

  beforeAll(() => {
    dir = copyProject();
    edits = editLikeTheFamily(dir);
    // The build's first step after an edit: the closures (and no calendar feed) into the nights
    // the pages read.
    execFileSync(process.execPath, ['scripts/collect-availability.mjs'], {
      cwd: dir,
      env: childEnv(),
      stdio: 'pipe',
    });
  }, 120_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('are in the copy: a price, a season’s rate and nights, a closed week, sentences, a room', () => {
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    const rooms = parseDocument(read(stayHouseFile('rooms.yaml'))).toJS() as { rooms: Room[] };
    expect(rooms.rooms.find((r) => r.id === edits.room)?.priceInr).toBe(edits.price);
    expect(rooms.rooms.at(-1)).toMatchObject({ id: edits.newRoom, title: NEW_ROOM.title });
    const seasons = parseDocument(read(stayHouseFile('seasons.yaml'))).toJS() as {
      seasons: OwnerSeason[];
    };
    for (const s of seasons.seasons) expect(Object.keys(s.rates)).toContain(edits.newRoom);
    if (edits.season) {
      expect(seasons.seasons.find((s) => s.id === edits.season)?.rates[edits.room]).toBe(
        edits.rate,
      );
    }
    expect(read(stayHouseFile('rooms.hi.yaml'))).toContain(NEW_ROOM.titleHi);
    expect(read('content/pages/about.hi.yaml')).toContain(edits.hindi);
    expect(read('content/pages/about.yaml')).toContain(edits.english);
    expect(read('content/stay-form.yaml')).toContain(edits.closing);
    expect(read(`content/houses/${edits.house}/house.yaml`)).toContain(NEW_HOUSE.name);
    expect(read(`content/houses/${edits.house}/house.hi.yaml`)).toContain(NEW_HOUSE.nameHi);
    const nights = JSON.parse(read('content/generated/availability.json')) as {
      house: [string, string][];
    };
    expect(nights.house).toContainEqual([edits.closure.firstNight, edits.closure.lastNight]);
  });

  it(
    'leave every unit suite that reads content/ green',
    () => {
      const run = spawnSync(
        process.execPath,
        [path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', ...SUITES],
        { cwd: dir, encoding: 'utf8', env: { ...childEnv(), FORCE_COLOR: '0' } },
      );
      const output = `${run.stdout}\n${run.stderr}`;
      // On a failure, the suites and tests that failed, then jest's own summary.
      const failed = output.split('\n').filter((line) => /^(FAIL|\s+● )/.test(line));
      const summary = output.split('\n').filter((line) => /^(Tests|Test Suites):/.test(line));
      expect({ status: run.status, failed: [...new Set(failed)], summary }).toEqual({
        status: 0,
        failed: [],
        summary: expect.arrayContaining([expect.stringMatching(/^Test Suites: \d+ passed/)]),
      });
    },
    15 * 60_000,
  );
});
