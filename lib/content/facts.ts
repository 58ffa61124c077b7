import { z } from 'zod';
import { loadWords } from './load-words';
import { codeString, textSchema } from './schema';

/** A figure written as text ('50+', '3–5'): the same in every language. */
const figureSchema = codeString('figure', textSchema);

/** Business constants from the spec (section 9): every page and test reads them from here. */
export const factsSchema = z.object({
  since: z.number().int(),
  ageYears: codeString(
    'figure',
    z.string().regex(/^\d+\+?$/, 'must be a number of years such as "150+"'),
  ),
  elevationFt: z.number().int().positive(),
  guestRating: z.number().min(0).max(5),
  guestExperiences: figureSchema,
  localArtisans: figureSchema,
  rooms: z.number().int().positive(),
  silencePercent: z.number().int().min(0).max(100),
  travel: z.object({
    fromDharamshala: textSchema,
    fromPathankotRailway: textSchema,
    bestSeason: textSchema,
  }),
  booking: z.object({
    advancePercent: z.number().int().min(0).max(100),
    payment: z.array(textSchema).min(1),
    cancellationNoticeHours: z.number().int().positive(),
    included: textSchema,
    /** Longest stay the request form accepts; longer stays are arranged by chat. */
    maxNights: z.number().int().min(1).max(365),
    /**
     * What the rates say about tax. `{ kind: 'unstated' }` says nothing; `{ kind: 'not-registered' }`
     * writes "no GST"; `{ kind: 'gst', ratePercent: 5, included: false }` writes "+ 5% GST" after
     * every rate and adds it to the estimate (`included: true`: "incl. 5% GST", rates unchanged).
     */
    tax: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('unstated') }),
      z.object({ kind: z.literal('not-registered') }),
      z.object({
        kind: z.literal('gst'),
        ratePercent: z.number().positive().max(28, 'GST rates in India are at most 28%'),
        included: z.boolean(),
      }),
    ]),
  }),
  responseDays: figureSchema,
  confirmationHours: z.number().int().positive(),
});

export type Facts = z.output<typeof factsSchema>;

// Facts load first: nothing they import may need them.
export const facts: Facts = loadWords(factsSchema, 'facts', 'en');
export const factsHi: Facts = loadWords(factsSchema, 'facts', 'hi');

export { timings } from './timings';

/** '2,800 ft' */
export const formatFeet = (ft: number) => `${ft.toLocaleString('en-IN')} ft`;

/** The house's age as a plain number for sentences ('150' from '150+'). */
export const houseAge = Number.parseInt(facts.ageYears, 10);

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** 'three' for 3: small counts read better as words in running text; larger ones stay digits. */
export function countWord(n: number): string {
  return WORDS[n] ?? String(n);
}

/** 'Three' for 3, for the start of a sentence or a title. */
export function countWordTitle(n: number): string {
  const word = countWord(n);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Small counts as words in running Hindi ('तीन' for 3); larger ones stay digits. */
const WORDS_HI = ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस'];

/** Hindi has no capitals: the same word opens a sentence or a heading. */
export function countWordHi(n: number): string {
  return WORDS_HI[n] ?? String(n);
}

/** '2,800 फ़ुट': the figure grouped as English writes it, the unit in Hindi. */
export const formatFeetHi = (ft: number): string => `${ft.toLocaleString('en-IN')} फ़ुट`;
