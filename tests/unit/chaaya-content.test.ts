/** @jest-environment node */
import { facts } from '@/lib/content/facts';
import { defaultEdition, roomOf } from '@/lib/content/editions';
import { formatRate, TAX_UNSTATED, type RateWords } from '@/lib/content/format';
import type { Room } from '@/lib/content/rooms';

// The rooms, the facts and the booking terms are the fixture's (tests/unit/fixtures/content/),
// not the family's, so the rooms and the terms' words are pinned; the reviews and amenities are
// content/'s own.
jest.mock('@/lib/content/data', () =>
  jest
    .requireActual<typeof import('./support/fixture-content')>('./support/fixture-content')
    .dataModule(),
);

const { rooms, amenities, bookingTerms, guestLetters, reviews } = defaultEdition.texts;
const rates: RateWords = defaultEdition.texts.interface.rates;
const room = (id: string) => roomOf(defaultEdition, id);

/** '₹3,500 per night': a room's rate as the site writes it, with no tax said. */
const formatRoomPrice = (priced: Pick<Room, 'priceInr' | 'priceUnit'>) =>
  formatRate(priced, TAX_UNSTATED, rates);

describe('Chaaya content', () => {
  it('has the three rooms and writes their rates one way', () => {
    // The way a rate reads is fixed; the amounts are the rooms' own.
    expect(rooms.map((r) => [r.id, r.priceUnit])).toEqual([
      ['premium', 'night'],
      ['standard', 'night'],
      ['dorm', 'bed per night'],
    ]);
    const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    for (const id of ['premium', 'standard'] as const) {
      expect(formatRoomPrice(room(id))).toBe(`${inr(room(id).priceInr)} per night`);
    }
    expect(formatRoomPrice(room('dorm'))).toBe(`${inr(room('dorm').priceInr)} per bed per night`);
    expect(formatRoomPrice({ ...room('premium'), priceInr: 123456 })).toBe('₹1,23,456 per night');
  });

  it('words the booking terms from content/facts.yaml', () => {
    expect(bookingTerms).toEqual([
      `${facts.booking.advancePercent}% advance to confirm your booking`,
      'Payment by UPI or bank transfer',
      "48 hours' notice to cancel",
      'All meals and experiences are included',
    ]);
    expect(facts.booking.advancePercent).toBe(50);
  });

  it('names guests by first name and initial, and the microsite has four 5-star reviews', () => {
    for (const g of [...guestLetters.map((l) => l.guest), ...reviews.map((r) => r.author)]) {
      expect(g).toMatch(/^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u);
    }
    expect(reviews).toHaveLength(4);
    expect(reviews.every((r) => r.rating === 5)).toBe(true);
  });

  it('gives every amenity an icon and a label', () => {
    expect(amenities.length).toBeGreaterThan(0);
    for (const a of amenities) expect(a.label.trim()).not.toBe('');
  });
});
