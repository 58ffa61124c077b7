import { z } from 'zod';
import { roomIdSchema } from './room-ids';
import { codeString, labelled, textSchema } from './schema';

/*
 * The rooms are the owner's open list (content/houses/<id>/rooms.yaml): a room added there, with its Hindi
 * words, reaches the tabs, the stay request, the calendars and the structured data with no change
 * to code, so nothing here may name a room.
 */

export const roomSchema = z.object({
  id: labelled(
    roomIdSchema,
    'Short name of the room',
    'Never shown as words: the room’s name in links (?room=premium), calendars and the files that name it (seasons, closed dates, pages). Lowercase letters, digits and dashes; change it only together with them.',
  ),
  title: labelled(
    textSchema,
    'Room name · कमरे का नाम',
    'The room’s full name, as its card, its tab and the stay request show it (Heritage Premium Suite).',
  ),
  /** The room's name on its tab, where space is short. */
  tabLabel: labelled(
    textSchema,
    'Short room name for its tab · कमरे का छोटा नाम',
    'The room’s name on its tab on the house’s stay page, where space is short (Premium Suite).',
  ),
  subtitle: labelled(
    textSchema,
    'Line with the room name',
    'A few words shown with the room’s name on its card and above it in its tab (The old master room, facing the Dhauladhar).',
  ),
  description: labelled(
    textSchema,
    'About the room',
    'A few sentences in the room’s tab on the house’s stay page: what a guest finds there.',
  ),
  features: labelled(
    z
      .array(
        labelled(
          textSchema,
          'One thing the room offers',
          'One short line in the room’s ticked list, such as Attached bath with hot water.',
        ),
      )
      .length(5, 'each room lists exactly five features'),
    'Five things the room offers',
    'The ticked list in the room’s tab. Exactly five, so every room’s tab reads alike: change a line rather than adding one.',
  ),
  /** Price per night in rupees (per bed for the dormitory). */
  priceInr: labelled(
    z.number().int().positive(),
    'Price per night (₹) · प्रति रात किराया',
    'What one night in this room costs outside the seasons, in rupees, digits only (3500); for the dormitory, one bed for one night. The room’s card and tab, the stay request and the rates table show it.',
  ),
  priceUnit: labelled(
    z.enum(['night', 'bed per night']),
    'What the price is for',
    'night: the whole room for one night. bed per night: one bed for one night, as in the dormitory. The site writes it after the price.',
  ),
  /** Most guests the room sleeps (for the dormitory: its beds). The stay request refuses more. */
  capacity: labelled(
    z
      .number()
      .int('must be a whole number of guests')
      .min(1, 'a room sleeps at least 1 guest')
      .max(20, 'at most 20 guests: is this a typo?'),
    'Most guests the room sleeps',
    'A whole number from 1 to 20; for the dormitory, its beds. The stay request takes no more guests than this for the room.',
  ),
  /** Slot id in content/images.json. */
  image: labelled(
    codeString('image id', textSchema),
    'Photo of the room',
    'The short name of the room’s photo under Photos (room-premium): the photo on its card and in its tab.',
  ),
  badge: labelled(
    textSchema,
    'Small label on the photo',
    'A few words on the corner of the room’s photo, such as Most loved.',
  ),
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

/**
 * content/houses/<id>/rooms.yaml: the rooms and the booking terms, the terms worded once for every page that
 * lists them, and the same in three lines (`bookingTermsShort`) for the home page's chat card.
 */
export const roomsFileSchema = z.object({
  rooms: labelled(
    roomsSchema,
    'Rooms guests can book · कमरे',
    'In the order the site shows them: the tabs and cards on the house’s pages, the stay request and the rates table. To add a room, copy one; it then needs a photo, a rate in every season and its Hindi words.',
  ),
  bookingTerms: labelled(
    z
      .array(
        labelled(
          textSchema,
          'One booking term',
          'One line, such as {advancePercent}% advance to confirm your booking. Keep any {slot}: the site fills it in from Facts and figures.',
        ),
      )
      .min(1),
    'Booking terms',
    'The terms every page that lists them shows, one per line, in this order. The figures in {slots} come from Facts and figures.',
  ),
  bookingTermsShort: labelled(
    z
      .array(
        labelled(
          textSchema,
          'One short booking term',
          'One short line, such as {cancellationHours} hours’ notice to cancel. Keep any {slot}: the site fills it in.',
        ),
      )
      .min(1),
    'Booking terms in short',
    'The same terms in a few short lines, for the chat card on the home page where space is short.',
  ),
});
