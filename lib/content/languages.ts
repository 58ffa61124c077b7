import { z } from 'zod';
import { readData } from './data';
import { labelled, parseContent } from './schema';

/*
 * The languages the site speaks, read from content/languages.yaml. Everything that depends on
 * how many there are (the editions, their routes, the header's links, hreflang, the sitemap, the
 * 404 page, the structured data) follows this list, so a language is added as data.
 */

/** A language's code (BCP 47), one of content/languages.yaml's. */
export type Lang = string;

const languageSchema = z
  .object({
    code: labelled(
      z
        .string()
        .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language code such as "hi" or "pa"'),
      'Language code',
      'Two or three small letters as browsers write it (en, hi, pa). The pages of every language but the first live under it (/hi/about), and its words files are named with it (rooms.hi.yaml).',
    ),
    name: labelled(
      z.string().trim().min(1, 'must not be empty'),
      'Language name in itself',
      'As the language link at the top of every page shows it: English, हिन्दी.',
    ),
    locale: labelled(
      z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'must be a locale such as "hi_IN"'),
      'Language and country',
      'For share cards: the language code, a low line and the country in capitals (en_IN, hi_IN).',
    ),
  })
  .strict();

export const languagesFileSchema = z
  .object({
    languages: labelled(
      z
        .array(languageSchema)
        .min(1)
        .superRefine((list, ctx) => {
          const seen = new Set<string>();
          for (const [i, l] of list.entries()) {
            if (seen.has(l.code)) {
              ctx.addIssue({
                code: 'custom',
                path: [i, 'code'],
                message: `"${l.code}" is listed twice`,
              });
            }
            seen.add(l.code);
          }
        }),
      'Languages the site speaks',
      'In the order the language links list them; the first is the language of the files without a code in their name. A language added here needs every words file translated, or the build stops and names what is missing.',
    ),
  })
  .strict();

export type Language = z.output<typeof languageSchema>;

export const LANGUAGES_FILE = 'content/languages.yaml';

/** Every language, the default one (the files without a code in their name) first. */
const read = readData(LANGUAGES_FILE);
export const languages: readonly Language[] = parseContent(
  LANGUAGES_FILE,
  languagesFileSchema,
  read.data,
  read.lineOf,
).languages;

/** The languages' codes, in the file's order. */
export const langs: readonly Lang[] = languages.map((l) => l.code);

/** The language of the files without a code in their name, served at the site's root. */
export const defaultLang: Lang = langs[0] ?? 'en';

/** The entry for a language; an unknown code is a mistake in the code that asks. */
export function languageOf(lang: Lang): Language {
  const found = languages.find((l) => l.code === lang);
  if (!found) throw new Error(`${LANGUAGES_FILE}: no language "${lang}" (${langs.join(', ')})`);
  return found;
}
