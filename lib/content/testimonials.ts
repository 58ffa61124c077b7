import { z } from 'zod';
import { loadPerLanguage } from './load-words';
import { textSchema } from './schema';

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

export const guestLetterSchema = z.object({
  quote: textSchema,
  /** When and how the guest stayed, e.g. 'Wrote after a week in October'. */
  context: textSchema,
  guest: guestNameSchema,
});

export const reviewSchema = z.object({
  quote: textSchema,
  author: guestNameSchema,
  /** Who the guest is, e.g. 'Architect, Bengaluru'. */
  title: textSchema,
  stay: textSchema,
  rating: z.number().int().min(1).max(5),
});

export type GuestLetter = z.output<typeof guestLetterSchema>;
export type Review = z.output<typeof reviewSchema>;

export const testimonialsFileSchema = z.object({
  guestLetters: z.array(guestLetterSchema).min(1),
  reviews: z.array(reviewSchema).length(4, 'the microsite shows exactly four testimonials'),
});

/**
 * In one language: the letters guests left at Chaaya (`guestLetters`, shown on the project page)
 * and the rated reviews (`reviews`, shown on the homestay microsite).
 */
export const testimonialsIn = loadPerLanguage('content/testimonials.yaml', testimonialsFileSchema);
