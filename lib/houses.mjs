// The family's houses: each is a folder of content/houses/, named by the house's id (chaaya in
// /calendar/chaaya.ics and #chaaya), holding house.yaml and its Hindi twin. A folder added there
// is a house everywhere the houses are listed; nothing in the code knows their names. Plain
// JavaScript, typed by houses.d.mts, because the availability step runs under plain node before
// the build and reads the stay house's closed dates too; and a leaf, so any schema may check a
// house's name against the folders.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** Where the houses' folders are, from the project root. */
export const HOUSES_DIR = 'content/houses';

/** How a house.yaml says the house takes guests. */
export const OPEN_FOR_STAYS = 'Open for Stays';

/** A house's id: its folder's name, written as it is in addresses. */
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Names the site answers itself (a language, a route of its own), which no house may take. */
function takenNames(root) {
  const app = path.join(root, 'app');
  const routes = existsSync(app)
    ? readdirSync(app, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !/^[([_]/.test(e.name))
        .map((e) => e.name)
    : [];
  // The languages as content/languages.yaml writes them: read as they are, not through their
  // loader, so a page's schema can name a house without loading the site's words.
  const languages = path.join(root, 'content', 'languages.yaml');
  const written = existsSync(languages) ? parse(readFileSync(languages, 'utf8')) : {};
  const listed = Array.isArray(written?.languages) ? written.languages : [];
  const langs = listed.flatMap((l) => (typeof l?.code === 'string' ? [l.code] : []));
  return new Set([...langs, ...routes, 'pay', 'admin', '_next']);
}

/** The folders of content/houses/ holding a house.yaml, by name. */
function folders(root) {
  const dir = path.join(root, HOUSES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'house.yaml')))
    .map((e) => e.name)
    .sort();
}

/**
 * The houses' ids, in the folder's order. A folder named as no address can be, or as one the
 * site answers itself, stops the build.
 */
export function houseIds(root = process.cwd()) {
  const taken = takenNames(root);
  return folders(root).map((id) => {
    if (!ID_PATTERN.test(id)) {
      throw new Error(
        `${HOUSES_DIR}/${id}/: a house's folder is its name in addresses: lowercase letters and digits, joined by dashes (such as "${id
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}")`,
      );
    }
    if (taken.has(id)) {
      throw new Error(
        `${HOUSES_DIR}/${id}/: "${id}" is an address the site answers itself; give the house's folder another name`,
      );
    }
    return id;
  });
}

const stayHouses = new Map();

/**
 * The folder name of the one house open for stays, read once per project. Its rooms, seasons and
 * closed dates are the one set the stay request, the calendars and the reply page read, so a
 * second house opened for stays would be sold with the first one's rooms: none or several stops
 * the build, naming them.
 */
export function stayHouseId(root = process.cwd()) {
  const known = stayHouses.get(root);
  if (known !== undefined) return known;
  const ids = houseIds(root);
  const open = ids.filter((id) => {
    const written = parse(readFileSync(path.join(root, HOUSES_DIR, id, 'house.yaml'), 'utf8'));
    return typeof written === 'object' && written !== null && written.status === OPEN_FOR_STAYS;
  });
  const [id] = open;
  if (open.length !== 1 || !id) {
    throw new Error(
      `${HOUSES_DIR}/: exactly one house can be ${OPEN_FOR_STAYS} while the site takes one house's stay requests (found ${open.length}: ${open.join(', ') || 'none'})`,
    );
  }
  stayHouses.set(root, id);
  return id;
}

/** A file of the stay house's folder, from the project root: 'content/houses/<id>/rooms.yaml'. */
export function stayHouseFile(file, root = process.cwd()) {
  return `${HOUSES_DIR}/${stayHouseId(root)}/${file}`;
}

/** The same as the words loader names it, under content/ without its ending: 'houses/<id>/seasons'. */
export function stayHouseWords(name, root = process.cwd()) {
  return `${path.relative('content', HOUSES_DIR)}/${stayHouseId(root)}/${name}`;
}
