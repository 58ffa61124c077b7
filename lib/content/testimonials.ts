import { z } from 'zod';
import { labelled, textSchema } from './schema';

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

export const guestLetterSchema = z.object({
  quote: labelled(
    textSchema,
    'What the guest wrote',
    'The guest’s own words, shown in quotation marks on the Chaaya page.',
  ),
  /** When and how the guest stayed, e.g. 'Wrote after a week in October'. */
  context: labelled(
    textSchema,
    'When and how they stayed',
    'A line under the guest’s name, such as Left in the guest book after a winter stay.',
  ),
  guest: labelled(guestNameSchema, 'Guest’s name', GUEST_NAME),
});

export const reviewSchema = z.object({
  quote: labelled(
    textSchema,
    'What the guest said',
    'The review in the guest’s own words, shown in quotation marks on Chaaya Homestay’s page.',
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
    'A whole number from 1 to 5, shown as stars on the review.',
  ),
});

export type GuestLetter = z.output<typeof guestLetterSchema>;
export type Review = z.output<typeof reviewSchema>;

/**
 * The letters guests left at Chaaya (`guestLetters`, shown on the project page) and the rated
 * reviews (`reviews`, shown on the homestay microsite).
 */
export const testimonialsFileSchema = z.object({
  guestLetters: labelled(
    z.array(guestLetterSchema).min(1),
    'Letters from guests',
    'The letters on the Chaaya page under What Guests Write To The House, in this order. At least one.',
  ),
  reviews: labelled(
    z.array(reviewSchema).length(4, 'the microsite shows exactly four testimonials'),
    'Reviews with stars',
    'The reviews on Chaaya Homestay’s page. Exactly four: the page shows them two by two; replace one to add another.',
  ),
});
