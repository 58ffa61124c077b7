import { z } from 'zod';
import { readData } from './data';
import { stayHouseFile } from '../houses.mjs';
import { codeString } from './schema';

/*
 * The rooms as content/houses/<id>/rooms.yaml writes them, for what names or counts a room: a page's room
 * tabs, a closure, a season's rates, the sentences that say how many rooms there are. Read from
 * the file as it is, not through the rooms' loader, since the rooms' own sentences are filled
 * with those counts; the list itself is checked by the rooms' schema, which names any mistake.
 */

/** The rooms guests can book: one list, which the sentences that count rooms count. */
const roomsFile = (): string => stayHouseFile('rooms.yaml');

/** A room's name in links, calendars and feeds: `?room=garden-suite`. */
export const roomIdSchema = codeString(
  'room id',
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits, joined by dashes'),
);

type WrittenRoom = Readonly<Record<string, unknown>>;

let written: readonly WrittenRoom[] | undefined;

/** Each room of content/houses/<id>/rooms.yaml as written, unchecked; read once. */
export function roomsAsWritten(): readonly WrittenRoom[] {
  if (written === undefined) {
    const { rooms } = (readData(roomsFile()).data ?? {}) as { rooms?: unknown };
    written = Array.isArray(rooms)
      ? rooms.map((r): WrittenRoom => (typeof r === 'object' && r !== null ? r : {}))
      : [];
  }
  return written;
}

/** The rooms' ids, in the file's order. */
export function roomIds(): string[] {
  return roomsAsWritten().flatMap((r) => (typeof r.id === 'string' ? [r.id] : []));
}

/**
 * A room some other file names (a closure, the tab a page opens on): one of content/houses/<id>/rooms.yaml's,
 * so a renamed or removed room stops the build where it is still named.
 */
export const existingRoomIdSchema = codeString(
  'room id',
  roomIdSchema.superRefine((id, ctx) => {
    const ids = roomIds();
    if (!ids.includes(id)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be one of the rooms in ${roomsFile()}: ${ids.join(', ')}`,
      });
    }
  }),
);
