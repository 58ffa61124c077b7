import { z } from 'zod';
import { parseContent, textSchema } from './schema';

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

/** Letters guests left at Chaaya, shown on the project page. */
export const guestLetters: readonly GuestLetter[] = parseContent(
  'content/testimonials.ts (guestLetters)',
  z.array(guestLetterSchema).min(1),
  [
    {
      quote:
        'I came for three days and stayed nine. Nobody asked me what I did for a living; they asked whether I had slept well, and meant it.',
      context: 'Left in the guest book after a winter stay',
      guest: 'Kavya M.',
    },
    {
      quote:
        'The grandmother taught my daughter to roll rotis by the fire. That evening is the photograph we keep on our fridge.',
      context: 'Stayed with family in the Premium Suite',
      guest: 'Rohan D.',
    },
    {
      quote:
        'The walls are thick, the mornings are slow, and the silence is not empty. I went home lighter than I arrived.',
      context: 'Wrote after a week of solitude in spring',
      guest: 'Elena F.',
    },
  ],
);

/** Rated reviews shown on the homestay microsite. */
export const reviews: readonly Review[] = parseContent(
  'content/testimonials.ts (reviews)',
  z.array(reviewSchema).length(4, 'the microsite shows exactly four testimonials'),
  [
    {
      quote:
        'A house that feels lived in, not staged. Every meal came from the family kitchen and every evening ended with stories on the courtyard.',
      author: 'Ananya R.',
      title: 'Architect, Bengaluru',
      stay: 'Three nights in the Heritage Premium Suite',
      rating: 5,
    },
    {
      quote:
        'We woke to the Dhauladhar turning pink outside the window. The hosts planned our days around what we wanted, then let us be.',
      author: 'Tom W.',
      title: 'Teacher, Bristol',
      stay: 'A week in the Heritage Standard Room',
      rating: 5,
    },
    {
      quote:
        'I travelled alone and never felt it. The dormitory was spotless, and dinner around the hearth felt like being adopted for a while.',
      author: 'Ishaan K.',
      title: 'Student, Delhi',
      stay: 'Four nights in the Heritage Dormitory',
      rating: 5,
    },
    {
      quote:
        'The village walk at dawn, the temple bells, the stars from the roof: it was the quietest, fullest holiday we have had.',
      author: 'Priya S.',
      title: 'Doctor, Chandigarh',
      stay: 'A long weekend with her parents',
      rating: 5,
    },
  ],
);
