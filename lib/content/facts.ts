import { z } from 'zod';
import { defaultLang, type Lang } from './languages';
import { loadWords, perLanguage } from './load-words';
import { codeString, labelled, textSchema } from './schema';

/** A figure written as text ('50+', '3–5'): the same in every language. */
const figureSchema = codeString('figure', textSchema);

/** Where a fact shows: it fills the {slot} of that name in the site's sentences. */
const fills = (slot: string) => `The site writes it wherever {${slot}} stands`;

/** Business constants from the spec (section 9): every page and test reads them from here. */
export const factsSchema = z.object({
  since: labelled(
    z.number().int(),
    'Year the house was built',
    `The house’s year of building, digits only (1885). ${fills('since')}, as in Active Heritage Property Since 1885.`,
  ),
  ageYears: labelled(
    codeString('figure', z.string().regex(/^\d+\+?$/, 'must be a number of years such as "150+"')),
    'Age of the house (years)',
    `Digits, with a + if it is about (150+). ${fills('ageYears')}; {houseAge} is the same figure without the +.`,
  ),
  elevationFt: labelled(
    z.number().int().positive(),
    'Height above the sea (feet)',
    `Digits only (2800): written as 2,800 ft. ${fills('elevation')}, as in the house’s travel facts.`,
  ),
  guestRating: labelled(
    z.number().min(0).max(5),
    'Guests’ rating (out of 5)',
    `A number from 0 to 5 with one decimal (4.9). ${fills('guestRating')}, on the home page and the house’s stay page, always with where it was given.`,
  ),
  guestRatingSource: labelled(
    textSchema,
    'Where the guests’ rating was given · रेटिंग कहाँ की है',
    `The site the rating is from, as guests know it (Google): a rating is shown only with its source. ${fills('guestRatingSource')}, beside the rating.`,
  ),
  guestExperiences: labelled(
    figureSchema,
    'Experiences hosted for guests',
    `A figure as the page shows it (50+). ${fills('guestExperiences')}, among the house’s figures.`,
  ),
  localArtisans: labelled(
    figureSchema,
    'Local craftspeople we work with',
    `A figure as the page shows it (15+). ${fills('localArtisans')}, on the home, about, projects and house pages.`,
  ),
  silencePercent: labelled(
    z.number().int().min(0).max(100),
    'Silence kept at the house still a vision (%)',
    `A whole number from 0 to 100 (90). ${fills('silencePercent')}, in the description of the house still a vision.`,
  ),
  travel: labelled(
    z.object({
      fromDharamshala: labelled(
        textSchema,
        'Time from Dharamshala',
        `How long the drive takes, such as 45 minutes. ${fills('fromDharamshala')}, beside the map.`,
      ),
      fromPathankotRailway: labelled(
        textSchema,
        'Time from Pathankot railway station',
        `How long the journey takes, such as 1 hour. ${fills('fromPathankot')}, beside the map.`,
      ),
      bestSeason: labelled(
        textSchema,
        'Best time to come',
        `A few words, such as Year-round. ${fills('bestSeason')}, with the travel facts.`,
      ),
    }),
    'Getting to the house',
    'How far the house is and when to come, in the guests’ words: shown beside the map on the house’s pages.',
  ),
  booking: labelled(
    z.object({
      advancePercent: labelled(
        z.number().int().min(0).max(100),
        'Advance to confirm (%)',
        `How much of the stay is paid ahead to confirm it, a whole number from 0 to 100 (50). ${fills('advancePercent')}, in the booking terms.`,
      ),
      payment: labelled(
        z
          .array(
            labelled(
              textSchema,
              'One way to pay',
              'A way guests can pay, such as UPI or bank transfer.',
            ),
          )
          .min(1),
        'Ways to pay',
        `One way per line. The site joins them with “or” (UPI or bank transfer) wherever {payment} stands, in the booking terms.`,
      ),
      cancellationNoticeHours: labelled(
        z.number().int().positive(),
        'Notice to cancel (hours)',
        `How many hours ahead a guest must cancel, digits only (48). ${fills('cancellationHours')}, in the booking terms.`,
      ),
      included: labelled(
        textSchema,
        'What every stay includes',
        `One sentence, such as All meals and experiences are included. ${fills('bookingIncluded')}, in the booking terms.`,
      ),
      /** Longest stay the request form accepts; longer stays are arranged by chat. */
      maxNights: labelled(
        z.number().int().min(1).max(365),
        'Longest stay by request (nights)',
        'From 1 to 365 (30): the stay request takes no longer stay, and longer ones are arranged by chat. No season may ask for more nights than this.',
      ),
      /**
       * What the rates say about tax. `{ kind: 'unstated' }` says nothing; `{ kind: 'not-registered' }`
       * writes "no GST"; `{ kind: 'gst', ratePercent: 5, included: false }` writes "+ 5% GST" after
       * every rate and adds it to the estimate (`included: true`: "incl. 5% GST", rates unchanged).
       */
      tax: labelled(
        z.discriminatedUnion('kind', [
          labelled(
            z.object({ kind: z.literal('unstated') }),
            'Say nothing about tax',
            'The rates are shown with no word about GST.',
          ),
          labelled(
            z.object({ kind: z.literal('not-registered') }),
            'Not registered for GST',
            'Every rate says no GST.',
          ),
          labelled(
            z.object({
              kind: z.literal('gst'),
              ratePercent: labelled(
                z.number().positive().max(28, 'GST rates in India are at most 28%'),
                'GST rate (%)',
                'Above 0 and at most 28, as GST rates in India are (5): written after every rate, as + 5% GST.',
              ),
              included: labelled(
                z.boolean(),
                'GST already in the rates',
                'On: the rates already include it (incl. 5% GST). Off: it is added on top of every rate and to the stay estimate.',
              ),
            }),
            'GST charged on the rates',
            'Every rate says the GST rate, and the stay estimate counts it.',
          ),
        ]),
        'Tax on the rates',
        'What every rate on the site says about GST: nothing, that the house is not registered for it, or the GST rate charged.',
      ),
    }),
    'Booking in figures',
    'The figures the booking terms, the stay request and the rates are written with.',
  ),
  responseDays: labelled(
    figureSchema,
    'Days to answer a letter',
    `A figure as the page shows it, such as 3–5. ${fills('responseDays')}, on the contact page.`,
  ),
  confirmationHours: labelled(
    z.number().int().positive(),
    'Hours to confirm a booking',
    `Digits only (24). ${fills('confirmationHours')}, in the stay request, the about page and the thank-you page.`,
  ),
  writing: labelled(
    z.object({
      counts: labelled(
        z
          .array(
            labelled(
              textSchema,
              'A number in words',
              'The word for the number of its place in the list, counted from zero.',
            ),
          )
          .min(1),
        'Numbers written as words',
        'Zero, one, two and on, in order from zero: small counts read as words in sentences (three rooms); larger ones stay digits.',
      ),
      feet: labelled(
        textSchema.refine((t) => t.includes('{n}'), 'must hold {n}, where the figure goes'),
        'How a height is written',
        'Keep {n}, where the figure goes: {n} ft in English, {n} फ़ुट in Hindi.',
      ),
      or: labelled(
        textSchema,
        'Word joining a list',
        'Joins the last two of a list, such as UPI or bank transfer: or in English, या in Hindi.',
      ),
    }),
    'How this language writes figures',
    'The words the site uses to write figures inside sentences in this language.',
  ),
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
