import { z } from 'zod';
import { defaultLang } from './languages';
import { loadPerLanguage } from './load-words';
import { factSlots, ROOMS_FILE } from './fact-slots';
import { formatRate, TAX_UNSTATED, type Tax } from './format';
import { interfaceWords } from './interface';
import { codeString, textSchema } from './schema';

/*
 * The rooms are the owner's open list (content/rooms.yaml): a room added there, with its Hindi
 * words, reaches the tabs, the stay request, the calendars and the structured data with no change
 * to code, so nothing here may name a room.
 */

/** A room's name in links, calendars and feeds: `?room=garden-suite`. */
export const roomIdSchema = codeString(
  'room id',
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits, joined by dashes'),
);

export const roomSchema = z.object({
  id: roomIdSchema,
  title: textSchema,
  /** The room's name on its tab, where space is short. */
  tabLabel: textSchema,
  subtitle: textSchema,
  description: textSchema,
  features: z.array(textSchema).length(5, 'each room lists exactly five features'),
  /** Price per night in rupees (per bed for the dormitory). */
  priceInr: z.number().int().positive(),
  priceUnit: z.enum(['night', 'bed per night']),
  /** Most guests the room sleeps (for the dormitory: its beds). The stay request refuses more. */
  capacity: z
    .number()
    .int('must be a whole number of guests')
    .min(1, 'a room sleeps at least 1 guest')
    .max(20, 'at most 20 guests: is this a typo?'),
  /** Slot id in content/images.json. */
  image: codeString('image id', textSchema),
  badge: textSchema,
});

export type Room = z.output<typeof roomSchema>;

export const roomsSchema = z
  .array(roomSchema)
  .min(1, 'the house offers at least one room')
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((room, i) => {
      if (seen.has(room.id)) {
        ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `"${room.id}" names two rooms` });
      }
      seen.add(room.id);
    });
  });

export const roomsFileSchema = z.object({
  rooms: roomsSchema,
  bookingTerms: z.array(textSchema).min(1),
  bookingTermsShort: z.array(textSchema).min(1),
});

/**
 * The rooms and the booking terms in one language: the terms worded once for every page that
 * lists them, and the same in three lines (`bookingTermsShort`) for the home page's chat card.
 */
export const roomsFileIn = loadPerLanguage(ROOMS_FILE, roomsFileSchema, factSlots);

export const rooms: readonly Room[] = roomsFileIn(defaultLang).rooms;

/**
 * A room some other file names (a closure, the tab a page opens on): one of content/rooms.yaml's,
 * so a renamed or removed room stops the build where it is still named.
 */
export const existingRoomIdSchema = codeString(
  'room id',
  roomIdSchema.refine((id) => rooms.some((r) => r.id === id), {
    message: `must be one of the rooms in content/rooms.yaml: ${rooms.map((r) => r.id).join(', ')}`,
  }),
);

/** '₹3,500 per night': a room's rate in the site's interface words (content/format.ts writes it). */
export function formatRoomPrice(
  room: Pick<Room, 'priceInr' | 'priceUnit'>,
  tax: Tax = TAX_UNSTATED,
): string {
  return formatRate(room, tax, interfaceWords.rates);
}

export function getRoom(id: Room['id']): Room {
  const room = rooms.find((r) => r.id === id);
  if (!room) throw new Error(`content/rooms.yaml: no room "${id}"`);
  return room;
}
