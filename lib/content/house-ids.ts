import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { HOUSES_DIR, stayHouseId as openHouseId } from '../stay-house.mjs';

export { HOUSES_DIR };

/*
 * The family's houses: each is a folder of content/houses/, named by the house's id (chaaya in
 * /calendar/chaaya.ics and #chaaya), holding house.yaml and its Hindi twin. A folder added there
 * is a house everywhere the houses are listed; nothing in the code knows their names. This file
 * only lists the folders, so any schema may check a house's name against them.
 */

/** A house's id: its folder's name, written as it is in addresses. */
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Names the site answers itself (a language, a route of its own), which no house may take. */
function takenNames(root: string): ReadonlySet<string> {
  const app = path.join(root, 'app');
  const routes = existsSync(app)
    ? readdirSync(app, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !/^[([_]/.test(e.name))
        .map((e) => e.name)
    : [];
  // The languages as content/languages.yaml writes them: read as they are, not through their
  // loader, so a page's schema can name a house without loading the site's words.
  const languages = path.join(root, 'content', 'languages.yaml');
  const { languages: listed } = (
    existsSync(languages) ? parse(readFileSync(languages, 'utf8')) : {}
  ) as { languages?: { code?: unknown }[] };
  const langs = (listed ?? []).flatMap((l) => (typeof l.code === 'string' ? [l.code] : []));
  return new Set([...langs, ...routes, 'pay', 'admin', '_next']);
}

/**
 * The houses' ids, in the folder's order: each folder of content/houses/ holding a house.yaml.
 * A folder named as no address can be, or as one the site answers itself, stops the build.
 */
export function houseIds(root: string = process.cwd()): string[] {
  const dir = path.join(root, HOUSES_DIR);
  if (!existsSync(dir)) return [];
  const taken = takenNames(root);
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'house.yaml')))
    .map((e) => e.name)
    .sort()
    .map((id) => {
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

const stayHouses = new Map<string, string>();

/**
 * The house whose rooms, seasons, closed dates and before-the-trip answers the site sells and
 * shows (lib/stay-house.mjs, which the availability step reads too), read once per project.
 */
export function stayHouseId(root: string = process.cwd()): string {
  let id = stayHouses.get(root);
  if (id === undefined) {
    id = openHouseId(root);
    // Its folder's name is checked as every house's is.
    houseIds(root);
    stayHouses.set(root, id);
  }
  return id;
}

/** A file of the stay house's folder, from the project root: 'content/houses/<id>/rooms.yaml'. */
export function stayHouseFile(file: string, root: string = process.cwd()): string {
  return `${HOUSES_DIR}/${stayHouseId(root)}/${file}`;
}

/** The same as the words loader names it, under content/ without its ending: 'houses/<id>/seasons'. */
export function stayHouseWords(name: string, root: string = process.cwd()): string {
  return `${path.relative('content', HOUSES_DIR)}/${stayHouseId(root)}/${name}`;
}
