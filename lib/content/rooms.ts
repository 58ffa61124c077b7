import { z } from 'zod';
import { facts } from './facts';
import { formatRate, TAX_UNSTATED, type Tax } from './format';
import { interfaceWords } from './interface';
import { codeString, parseContent, textSchema } from './schema';

export const roomSchema = z.object({
  id: z.enum(['premium', 'standard', 'dorm']),
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

export const roomsSchema = z.array(roomSchema).length(3);

export const rooms: readonly Room[] = parseContent('content/rooms.ts', roomsSchema, [
  {
    id: 'premium',
    title: 'Heritage Premium Suite',
    tabLabel: 'Premium Suite',
    subtitle: 'The old master room, facing the Dhauladhar',
    description:
      'The largest room of the house, where the family’s elders once slept: a carved wooden window onto the valley, thick mud-plastered walls that stay cool in summer and warm in winter, and a private sit-out for the first tea of the morning.',
    features: [
      'King bed with hand-loomed quilts',
      'Carved window facing the mountains',
      'Private sit-out and reading corner',
      'Attached bath with hot water',
      'All meals and experiences included',
    ],
    priceInr: 3500,
    priceUnit: 'night',
    capacity: 3,
    image: 'room-premium',
    badge: 'Most loved',
  },
  {
    id: 'standard',
    title: 'Heritage Standard Room',
    tabLabel: 'Standard Room',
    subtitle: 'A quiet room off the courtyard',
    description:
      'A calm room opening onto the inner courtyard, with original timber beams, a low window seat and the sounds of the house around you: the kitchen fire, the cow bells, the evening prayer.',
    features: [
      'Queen bed with cotton linens',
      'Opens onto the inner courtyard',
      'Original timber beams and window seat',
      'Attached bath with hot water',
      'All meals and experiences included',
    ],
    priceInr: 2800,
    priceUnit: 'night',
    capacity: 2,
    image: 'room-standard',
    badge: 'Courtyard view',
  },
  {
    id: 'dorm',
    title: 'Heritage Dormitory',
    tabLabel: 'Dormitory',
    subtitle: 'Shared beds under the old roof',
    description:
      'Simple, clean beds under the slate roof for solo travellers and small groups who would rather spend on experiences than on walls. Lockers, reading lamps and the same home-cooked meals as every guest.',
    features: [
      'Single beds with fresh linen',
      'Personal locker and reading lamp',
      'Shared bath with hot water',
      'Common sit-out under the eaves',
      'All meals and experiences included',
    ],
    priceInr: 1200,
    priceUnit: 'bed per night',
    capacity: 6,
    image: 'room-dorm',
    badge: 'For solo travellers',
  },
]);

/** '₹3,500 per night': a room's rate in the site's interface words (content/format.ts writes it). */
export function formatRoomPrice(
  room: Pick<Room, 'priceInr' | 'priceUnit'>,
  tax: Tax = TAX_UNSTATED,
): string {
  return formatRate(room, tax, interfaceWords.rates);
}

export function getRoom(id: Room['id']): Room {
  const room = rooms.find((r) => r.id === id);
  if (!room) throw new Error(`content/rooms.ts: no room "${id}"`);
  return room;
}

/** The booking terms, worded once from content/facts.yaml for every page that lists them. */
export const bookingTerms: readonly string[] = [
  `${facts.booking.advancePercent}% advance to confirm your booking`,
  `Payment by ${facts.booking.payment.join(' or ')}`,
  `${facts.booking.cancellationNoticeHours} hours' notice to cancel`,
  facts.booking.included,
];

/** The same terms in three lines, for the home page's chat card where space is short. */
export const bookingTermsShort: readonly string[] = [
  facts.booking.included,
  `${facts.booking.advancePercent}% advance by ${facts.booking.payment.join(' or ')}`,
  `${facts.booking.cancellationNoticeHours} hours’ notice to cancel`,
];
