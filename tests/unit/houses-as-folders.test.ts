/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsConfig, entriesOf } from '@/lib/cms/config';
import { defaultEdition, editions, instagramOf } from '@/lib/content/editions';
import { readData } from '@/lib/content/data';
import { houseIds, HOUSES_DIR, stayHouseId } from '@/lib/houses.mjs';
import { pageNames } from '@/lib/content/registry';
import { patchDataFiles } from './support/patch-data';

/*
 * A house is a folder of content/houses/: the folder's name is its id, listing the folder finds
 * the houses, and the editor lists each one by its name with a button to add another. These
 * checks run in a copy of the parts of the project they read, so a house added, renamed or
 * removed by the family leaves them as true as they are now.
 */

const ROOT = path.join(__dirname, '..', '..');

/** A project of the test's own: app/'s routes, the languages, the editor's settings, the houses. */
function projectWith(houses: Record<string, string>, open: readonly string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'houses-'));
  mkdirSync(path.join(dir, 'app', 'calendar'), { recursive: true });
  mkdirSync(path.join(dir, 'content'), { recursive: true });
  cpSync(path.join(ROOT, 'content', 'languages.yaml'), path.join(dir, 'content', 'languages.yaml'));
  for (const [id, name] of Object.entries(houses)) {
    mkdirSync(path.join(dir, HOUSES_DIR, id), { recursive: true });
    const status = open.includes(id) ? 'Open for Stays' : 'In Restoration';
    writeFileSync(
      path.join(dir, HOUSES_DIR, id, 'house.yaml'),
      `name: ${name}\nstatus: ${status}\n`,
    );
  }
  return dir;
}

describe('a house is a folder of content/houses/', () => {
  const made: string[] = [];
  const project = (houses: Record<string, string>, open: readonly string[] = []) => {
    const dir = projectWith(houses, open);
    made.push(dir);
    return dir;
  };
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('finds the houses by listing the folder, each by its folder’s name', () => {
    const dir = project({ 'deodar-cottage': 'Deodar Cottage', orchard2: 'Orchard Two' });
    // A folder with no house.yaml in it is not a house.
    mkdirSync(path.join(dir, HOUSES_DIR, 'notes'));
    expect(houseIds(dir)).toEqual(['deodar-cottage', 'orchard2']);
  });

  it('refuses a folder name that cannot be an address, saying what it could be', () => {
    const dir = project({ 'Deodar Cottage': 'Deodar Cottage' });
    expect(() => houseIds(dir)).toThrow(
      `${HOUSES_DIR}/Deodar Cottage/: a house's folder is its name in addresses: lowercase letters and digits, joined by dashes (such as "deodar-cottage")`,
    );
  });

  it('refuses a name the site answers itself: a language or a route of its own', () => {
    expect(() => houseIds(project({ hi: 'Hindi' }))).toThrow(
      `${HOUSES_DIR}/hi/: "hi" is an address the site answers itself`,
    );
    expect(() => houseIds(project({ calendar: 'Calendar' }))).toThrow(
      `${HOUSES_DIR}/calendar/: "calendar" is an address the site answers itself`,
    );
  });

  it('gives every edition the same houses, in the order their files give', () => {
    const ids = houseIds();
    expect(ids.length).toBeGreaterThan(0);
    for (const edition of Object.values(editions)) {
      const houses = edition.texts.properties;
      expect(houses.map((h) => h.id).sort()).toEqual(ids);
      const orders = houses.map((h) => h.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it('links a house’s own Instagram account, and names the file when a page asks for one it lacks', () => {
    const houses = defaultEdition.texts.properties;
    for (const house of houses) {
      if (house.instagram) {
        expect(instagramOf(defaultEdition, house.id)).toEqual(house.instagram);
      } else {
        expect(() => instagramOf(defaultEdition, house.id)).toThrow(
          `${HOUSES_DIR}/${house.id}/house.yaml: a page links to the house's Instagram, but the house has none`,
        );
      }
    }
    expect(instagramOf(defaultEdition, 'family')).toEqual(
      defaultEdition.texts.site.social.instagram,
    );
  });

  it('lists each house in the editor by its name, with New house making a folder of its own', () => {
    const config = cmsConfig();
    const houses = config.collections.find((c) => 'path' in c);
    expect(houses).toMatchObject({
      folder: HOUSES_DIR,
      path: '{{slug}}/house',
      create: true,
      identifier_field: 'name',
      i18n: true,
    });
    const entries = entriesOf(config).filter((e) => /\/house\.\{\{locale\}\}\.yaml$/.test(e.file));
    expect(entries.map((e) => e.label)).toEqual(
      houseIds().map((id) => defaultEdition.texts.properties.find((h) => h.id === id)?.name),
    );
    // The stage is a choice; no house's own name is written in its form's labels or hints.
    const fields = JSON.stringify(houses && 'fields' in houses ? houses.fields : []);
    expect(fields).toContain('"Stage of the house"');
    for (const house of defaultEdition.texts.properties) {
      expect(fields).not.toContain(house.name.split(',')[0]);
    }
  });

  it('takes stay requests for the one house open for stays, and names the houses when it is not one', () => {
    const houses = { 'deodar-cottage': 'Deodar Cottage', orchard2: 'Orchard Two' };
    expect(stayHouseId(project(houses, ['orchard2']))).toBe('orchard2');
    expect(() => stayHouseId(project(houses))).toThrow(
      `${HOUSES_DIR}/: exactly one house can be Open for Stays while the site takes one house's stay requests (found 0: none)`,
    );
    expect(() => stayHouseId(project(houses, ['deodar-cottage', 'orchard2']))).toThrow(
      '(found 2: deodar-cottage, orchard2)',
    );
  });
});

describe('a page offers a house’s rooms and stay request only when it presents the house open for stays', () => {
  // The page that places the stay request, as the family wrote it, and a house not open for stays.
  const file = pageNames()
    .map((name) => `content/pages/${name}.yaml`)
    .find((f) =>
      (readData(f).data as { blocks: { type: string }[] }).blocks.some(
        (b) => b.type === 'stayRequest',
      ),
    )!;
  const written = readData(file);
  const stayAt = (written.data as { blocks: { type: string }[] }).blocks.findIndex(
    (b) => b.type === 'stayRequest',
  );
  const closed = houseIds().find((id) => id !== stayHouseId());

  /** Every edition, built with the page's `about` set to `about` (undefined: taken out). */
  const buildWith = (about: string | undefined) => {
    jest.isolateModules(() => {
      patchDataFiles((f, data) =>
        f === file ? { ...(data as Record<string, unknown>), about } : data,
      );
      jest.requireActual<typeof import('@/lib/content/editions')>('@/lib/content/editions');
    });
    jest.dontMock('@/lib/content/data');
  };

  it('builds on the house open for stays', () => {
    expect(stayAt).toBeGreaterThan(-1);
    expect(() => buildWith(stayHouseId())).not.toThrow();
  });

  it('stops on a house in restoration or a vision, naming the file, the line and the reason', () => {
    expect(closed).toBeDefined();
    expect(() => buildWith(closed)).toThrow(`Invalid content in ${file}:\n`);
    expect(() => buildWith(closed)).toThrow(
      `\n  - blocks.${stayAt} (line ${written.lineOf(['blocks', stayAt])}): shows rooms, rates or stay answers, but "${closed}" is not open for stays: only a page about the house open for stays ("${stayHouseId()}") can offer them. Take the section out, or open the house for stays first`,
    );
  });

  it('stops on a page that presents no house, saying which to name', () => {
    expect(() => buildWith(undefined)).toThrow(
      `shows the rooms, rates or stay answers of the house open for stays ("${stayHouseId()}"): say the page presents it (about: ${stayHouseId()}), or take the section out`,
    );
  });
});
