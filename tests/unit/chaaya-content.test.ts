/** @jest-environment node */
import { amenities } from '@/content/amenities';
import { facts } from '@/content/facts';
import { bookingTerms, formatRoomPrice, getRoom, rooms } from '@/content/rooms';
import { guestLetters, reviews } from '@/content/testimonials';

describe('Chaaya content', () => {
  it('keeps the spec’s rates and writes them one way', () => {
    expect(rooms.map((r) => [r.id, r.priceInr])).toEqual([
      ['premium', 3500],
      ['standard', 2800],
      ['dorm', 1200],
    ]);
    expect(formatRoomPrice(getRoom('premium'))).toBe('₹3,500 per night');
    expect(formatRoomPrice(getRoom('standard'))).toBe('₹2,800 per night');
    expect(formatRoomPrice(getRoom('dorm'))).toBe('₹1,200 per bed per night');
  });

  it('words the booking terms from content/facts.ts', () => {
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
