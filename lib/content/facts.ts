import { z } from 'zod';
import { defaultLang, type Lang } from './languages';
import { loadWords, perLanguage } from './load-words';
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
  writing: z.object({
    counts: z.array(textSchema).min(1),
    feet: textSchema.refine((t) => t.includes('{n}'), 'must hold {n}, where the figure goes'),
    or: textSchema,
  }),
});

export type Facts = z.output<typeof factsSchema>;

// Facts load first: nothing they import may need them.
export const factsIn = perLanguage((lang): Facts => loadWords(factsSchema, 'facts', lang));
export const facts: Facts = factsIn(defaultLang);

export { timings } from './timings';

/** The house's age as a plain number for sentences ('150' from '150+'). */
export const houseAge = Number.parseInt(facts.ageYears, 10);

/** The words of a language that write figures into its sentences. */
const writingOf = (lang: Lang) => factsIn(lang).writing;

/** 'three' for 3 ('तीन' in Hindi): small counts read better as words; larger ones stay digits. */
export function countWord(n: number, lang: Lang = defaultLang): string {
  return writingOf(lang).counts[n] ?? String(n);
}

/** 'Three' for 3, for the start of a sentence or a title (a script without capitals is unchanged). */
export function countWordTitle(n: number, lang: Lang = defaultLang): string {
  const word = countWord(n, lang);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** '2,800 ft', '2,800 फ़ुट': the figure grouped as India writes it, the unit in the language. */
export function formatFeet(ft: number, lang: Lang = defaultLang): string {
  return writingOf(lang).feet.replace('{n}', ft.toLocaleString('en-IN'));
}

/** 'UPI or bank transfer': a list joined with the language's "or". */
export function joinWithOr(items: readonly string[], lang: Lang = defaultLang): string {
  return items.join(` ${writingOf(lang).or} `);
}
