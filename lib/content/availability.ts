import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { dayOf, isIsoDate } from '../dates.mjs';
import { readData } from './data';
import { stayHouseFile } from '../houses.mjs';
import { existingRoomIdSchema, roomIds } from './room-ids';
import { codeString, labelled, parseContent } from './schema';

const isoDate = codeString(
  'date',
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, such as "2027-01-10"')
    .refine(isIsoDate, 'is not a real date'),
);

const roomId = existingRoomIdSchema;

const closureSchema = z
  .object({
    /** The first night the house (or room) is closed. */
    firstNight: labelled(
      isoDate,
      'First closed night · बंद रहने की पहली रात',
      'The first night no guest can stay, picked from the calendar (written YYYY-MM-DD). The site’s calendars and the stay request show it as taken.',
    ),
    /** The last night closed: guests may check out on the morning after it. */
    lastNight: labelled(
      isoDate,
      'Last closed night · बंद रहने की आख़िरी रात',
      'The last night closed, picked from the calendar (YYYY-MM-DD): a guest may check out on the morning after it. On or after the first closed night.',
    ),
    /** Leave out for the whole house. */
    room: labelled(
      roomId,
      'Room that is closed · कौन-सा कमरा बंद है',
      'The room’s short name, as under Rooms (premium, standard, dorm). Leave empty to close the whole house.',
    ).optional(),
    /** For the family only: never published, not even in the site's calendar. */
    note: labelled(
      z.string(),
      'Note for the family (never shown)',
      'Why the house or room is closed (roof repairs). For the family only: never shown on the site.',
    ).optional(),
  })
  .refine((c) => !(c.firstNight > c.lastNight), {
    message:
      'the last night closed comes before the first night: pick a last night on or after the first (for one night, the same day twice)',
    path: ['lastNight'],
  });

export type Closure = z.output<typeof closureSchema>;

/** content/houses/<id>/closures.json: the closures, and the note at its top saying how to write one. */
export const closuresFileSchema = z.object({
  $comment: labelled(
    z.string(),
    'Note at the top of the file',
    'How a closed date is written, for anyone who opens the file itself. Never shown on the site.',
  ).optional(),
  closures: labelled(
    z.array(closureSchema),
    'Closed dates · बंद तारीख़ें',
    'Nights the family closes the house themselves: festivals, repairs, family visits. The calendars and the stay request show them as taken.',
  ),
});

/** The family's own closures, the stay house's closures.json (JSON, so YAML's reader reads it too). */
const closuresRead = readData(stayHouseFile('closures.json'));
export const closures: readonly Closure[] = parseContent(
  closuresRead.file,
  closuresFileSchema,
  closuresRead.data,
  closuresRead.lineOf,
).closures;

/** [first night, last night], both taken. */
export type NightRange = readonly [string, string];

const rangeSchema = z.tuple([isoDate, isoDate]);
const generatedSchema = z.object({
  updatedAt: z.iso.datetime(),
  window: z.object({ from: isoDate, to: isoDate }),
  sources: z.number().int().min(0),
  house: z.array(rangeSchema),
  rooms: z.record(z.string(), z.array(rangeSchema)),
});

export type Availability = {
  /** When the oldest copy of a source in use was read; null when there are no sources. */
  updatedAt: string | null;
  sources: number;
  /** The first night past what the sources cover (check-out style); null without sources. */
  until: string | null;
  /** Each room's taken nights: its own feeds and closures, and the whole house's. */
  rooms: Record<string, NightRange[]>;
};

/** Sorted, overlapping or touching ranges joined. */
export function joinRanges(ranges: readonly NightRange[]): NightRange[] {
  const sorted = [...ranges].sort((a, b) => a[0].localeCompare(b[0]));
  const out: [string, string][] = [];
  for (const [a, b] of sorted) {
    const last = out.at(-1);
    if (last && dayOf(a) <= dayOf(last[1]) + 1) {
      if (b > last[1]) last[1] = b;
    } else out.push([a, b]);
  }
  return out;
}

/**
 * Reads what scripts/collect-availability.mjs wrote (before `next build`). Without it (a unit test run
 * before any build) every night is free, as it is for a site with no sources.
 */
export function readAvailability(
  file = path.join(process.cwd(), 'content/generated', fileNameFor(process.env.OUT_DIR)),
): Availability {
  const ids = roomIds();
  const empty: Availability['rooms'] = Object.fromEntries(ids.map((id) => [id, []]));
  if (!existsSync(file)) return { updatedAt: null, sources: 0, until: null, rooms: empty };
  const data = parseContent(
    'content/generated/availability.json',
    generatedSchema,
    JSON.parse(readFileSync(file, 'utf8')),
  );
  const unknown = Object.keys(data.rooms).filter((id) => !ids.includes(id));
  if (unknown.length > 0) {
    throw new Error(
      `AVAILABILITY_FEEDS or ${closuresRead.file} names a room that does not exist: ${unknown.join(', ')} (rooms: ${ids.join(', ')})`,
    );
  }
  const perRoom = Object.fromEntries(
    ids.map((id) => [id, joinRanges([...data.house, ...(data.rooms[id] ?? [])])]),
  );
  const known = data.sources > 0;
  return {
    updatedAt: known ? data.updatedAt : null,
    sources: data.sources,
    until: known ? data.window.to : null,
    rooms: perRoom,
  };
}

/** The same name scripts/collect-availability.mjs writes: a second export keeps its own. */
const fileNameFor = (outDir: string | undefined) =>
  outDir && outDir !== 'out' ? `availability.${path.basename(outDir)}.json` : 'availability.json';

let cached: Availability | undefined;
/** The site's availability, read once per build. */
export const availability = (): Availability => (cached ??= readAvailability());
