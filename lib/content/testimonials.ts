import { z } from 'zod';
import { codeString, httpsUrlSchema, labelled, textSchema } from './schema';

/**
 * Guests are named by first name and initial only, e.g. 'Ananya R.'; in Devanagari, which has
 * no capitals, the same two parts ('अनन्या आर.').
 */
const guestNameSchema = z
  .string()
  .regex(
    /^(?:\p{Lu}[\p{L}'-]+ \p{Lu}|[\p{Script=Devanagari}\u200c\u200d]+ [\p{Script=Devanagari}]+)\.$/u,
    'must be a first name and an initial, e.g. "Ananya R."',
  );

const GUEST_NAME =
  'First name and the initial of the family name, with a full stop (Ananya R.): guests are never named in full.';

/** Where guests' words were written: the house's own guest book, or a review on a platform. */
export const SOURCES = ['guest-book', 'google', 'airbnb', 'booking', 'tripadvisor'] as const;
export type Source = (typeof SOURCES)[number];

/**
 * Where and when a guest wrote, and where to read it: every guest's words carry them, and the
 * page shows them beside the words (a review's stars only ever with them).
 */
const writtenWhere = {
  source: labelled(
    z.enum(SOURCES),
    'Where it was written · कहाँ लिखा गया',
    'guest-book: in the house’s guest book or a letter to the family; google, airbnb, booking (Booking.com) or tripadvisor: a review on that site. Shown beside the words; the names shown are under Names of the places guests write.',
  ),
  written: labelled(
    codeString(
      'month',
      z
        .string('must be the year and month it was written, YYYY-MM, such as "2026-01"')
        .regex(
          /^20\d\d-(?:0[1-9]|1[0-2])$/,
          'must be the year and month it was written, YYYY-MM, such as "2026-01"',
        ),
    ),
    'Month it was written · कब लिखा गया',
    'The year and the month, written YYYY-MM (2026-01 for January 2026): shown beside the words as January 2026.',
  ),
  link: labelled(
    httpsUrlSchema,
    'Link to read it there',
    'The https:// address of the review on Google, Airbnb or Booking.com, so a guest can read it where it was written. Leave empty for the guest book.',
  ).optional(),
};

export const guestLetterSchema = z.object({
  quote: labelled(
    textSchema,
    'What the guest wrote',
    'The guest’s own words, shown in quotation marks on the house’s page.',
  ),
  /** When and how the guest stayed, e.g. 'Wrote after a week in October'. */
  context: labelled(
    textSchema,
    'When and how they stayed',
    'A line under the guest’s name, such as Left in the guest book after a winter stay.',
  ),
  guest: labelled(guestNameSchema, 'Guest’s name', GUEST_NAME),
  ...writtenWhere,
});

export const reviewSchema = z.object({
  quote: labelled(
    textSchema,
    'What the guest said',
    'The review in the guest’s own words, shown in quotation marks on the house’s stay page.',
  ),
  author: labelled(guestNameSchema, 'Guest’s name', GUEST_NAME),
  /** Who the guest is, e.g. 'Architect, Bengaluru'. */
  title: labelled(
    textSchema,
    'Who the guest is',
    'A few words under the name, such as Architect, Bengaluru.',
  ),
  stay: labelled(
    textSchema,
    'Which stay it was',
    'Shown with the review, such as Three nights in the Heritage Premium Suite.',
  ),
  rating: labelled(
    z.number().int().min(1).max(5),
    'Stars given (1 to 5)',
    'A whole number from 1 to 5, shown as stars on the review, always beside where it was given.',
  ),
  ...writtenWhere,
});

export type GuestLetter = z.output<typeof guestLetterSchema>;
export type Review = z.output<typeof reviewSchema>;

const sourceName = (source: Source, example: string) =>
  labelled(
    textSchema,
    `Name for ${source}`,
    `What the page writes beside words marked ${source}, such as ${example}.`,
  );

export const testimonialsFileSchema = z.object({
  guestLetters: labelled(
    z.array(guestLetterSchema).min(1),
    'Letters from guests',
    'The letters on the house’s page under What Guests Write To The House, in this order. At least one.',
  ),
  reviews: labelled(
    z.array(reviewSchema).length(4, 'the microsite shows exactly four testimonials'),
    'Reviews with stars',
    'The reviews on the house’s stay page. Exactly four: the page shows them two by two; replace one to add another.',
  ),
  sources: labelled(
    z.object({
      'guest-book': sourceName('guest-book', 'The house’s guest book'),
      google: sourceName('google', 'Google review'),
      airbnb: sourceName('airbnb', 'Airbnb review'),
      booking: sourceName('booking', 'Booking.com review'),
      tripadvisor: sourceName('tripadvisor', 'Tripadvisor review'),
    }),
    'Names of the places guests write',
    'The words shown beside a guest’s words for where they were written, before the month.',
  ),
});

export type Testimonials = z.output<typeof testimonialsFileSchema>;

/**
 * 'Google review · March 2026': where and when a guest wrote, in one language's words (its names
 * for the places, its months), as the page shows it beside the words.
 */
export function writtenLine(
  words: Pick<GuestLetter, 'source' | 'written'>,
  names: Testimonials['sources'],
  dates: { monthYear: string; monthsLong: readonly string[] },
): string {
  const [year, month] = words.written.split('-');
  const when = dates.monthYear
    .replace('{month}', dates.monthsLong[Number(month) - 1] ?? '')
    .replace('{year}', year ?? '');
  return `${names[words.source]} · ${when}`;
}
