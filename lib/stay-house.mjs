// The house the site takes stay requests for: the one whose house.yaml says it is open for
// stays. Plain JavaScript, typed by stay-house.d.mts, because the availability step runs under
// plain node before the build and reads that house's closed dates too.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** Where the houses' folders are, from the project root. */
export const HOUSES_DIR = 'content/houses';

/** How a house.yaml says the house takes guests. */
export const OPEN_FOR_STAYS = 'Open for Stays';

/**
 * The folder name of the one house open for stays. Its rooms, seasons and closed dates are the
 * one set the stay request, the calendars and the reply page read, so a second house opened for
 * stays would be sold with the first one's rooms: none or several stops the build, naming them.
 */
export function stayHouseId(root = process.cwd()) {
  const dir = path.join(root, HOUSES_DIR);
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'house.yaml')))
        .map((e) => e.name)
        .sort()
    : [];
  const open = folders.filter((id) => {
    const written = parse(readFileSync(path.join(dir, id, 'house.yaml'), 'utf8'));
    return typeof written === 'object' && written !== null && written.status === OPEN_FOR_STAYS;
  });
  const [id] = open;
  if (open.length !== 1 || !id) {
    throw new Error(
      `${HOUSES_DIR}/: exactly one house can be ${OPEN_FOR_STAYS} while the site takes one house's stay requests (found ${open.length}: ${open.join(', ') || 'none'})`,
    );
  }
  return id;
}

/** A file of the stay house's folder, from the project root: 'content/houses/<id>/rooms.yaml'. */
export function stayHouseFile(file, root = process.cwd()) {
  return `${HOUSES_DIR}/${stayHouseId(root)}/${file}`;
}
