import { z } from 'zod';
import { factSlots } from './fact-slots';
import { defaultLang } from './languages';
import { loadWords, perLanguage } from './load-words';
import { stayFormIn, stayFormSchema } from './pages/stay-form';
import { parseContent } from './schema';
import { countForms, template, word } from './words';

/*
 * The interface words: every label, button, accessible name, status and message that the site's
 * components say themselves, as opposed to a page's own copy (content/pages/*). The words are
 * content/interface.yaml (Hindi: interface.hi.yaml) and, for the stay request, stay-form.yaml;
 * each language is checked field by field against `InterfaceWords`.
 *
 * Only server components import `interfaceWords` (it brings zod): client islands get their part
 * as props, so a page drawn from another copy hands its islands that copy's words. Sentences with
 * figures are templates with `{name}` slots, filled in by fill() and count() in content/format.ts.
 */

export const interfaceSchema = z.object({
  skipToContent: word,
  /** A review's stars, said in words. */
  rated: template('rating', 'max'),
  nav: z.object({
    /** The logo link's name; {name} is the brand's short name. */
    home: template('name'),
    main: word,
    menu: word,
    openMenu: word,
    closeMenu: word,
    planStay: word,
  }),
  footer: z.object({
    /** The e-mail icon's name. */
    email: template('email'),
    /** The footer's last line; {line} is its closing line (content/footer.yaml). */
    copyright: template('year', 'name', 'line'),
  }),
  /** Said after a link that opens a new tab. */
  newTab: z.object({ page: word, chat: word }),
  carousel: z.object({
    /** What a screen reader calls the carousel and each slide (aria-roledescription). */
    carouselRole: word,
    slideRole: word,
    /** Each slide's name. */
    slide: template('n', 'count'),
    /** Announced after a move. */
    position: template('n', 'count'),
    show: template('n'),
    previous: word,
    next: word,
    play: word,
    pause: word,
  }),
  gallery: z.object({
    viewLarger: word,
    /** The group of photos that have no category. */
    uncategorised: word,
    photographs: countForms,
  }),
  lightbox: z.object({
    close: word,
    previous: word,
    next: word,
    position: template('n', 'count'),
  }),
  map: z.object({
    title: word,
    open: word,
    /** The embedded map's frame title; {place} is content/site.yaml map.placeName. */
    frame: template('place'),
    loading: word,
    failed: word,
  }),
  /** The toast region's name (sonner adds the shortcut, 'alt+T'). */
  notifications: word,
  errorScreen: z.object({
    title: word,
    /** When the error says nothing itself. */
    fallback: word,
    retry: word,
    home: word,
  }),
  /** How a room's rate is written (content/format.ts formatRate). */
  rates: z.object({
    per: z.object({ night: word, 'bed per night': word }),
    taxAdded: template('rate'),
    taxIncluded: template('rate'),
    taxNone: word,
  }),
  /** What search engines are told about Chaaya (lib/structured-data.ts). */
  structuredData: z.object({
    lodging: template('name'),
    priceRange: template('min', 'max', 'per'),
    elevation: word,
  }),
  stayRequest: stayFormSchema,
});

/** The shape every copy of the interface words has: a second language must fill in all of it. */
export type InterfaceWords = z.output<typeof interfaceSchema>;

export const interfaceWordsIn = perLanguage((lang): InterfaceWords => {
  const file = lang === defaultLang ? 'content/interface.yaml' : `content/interface.${lang}.yaml`;
  // The stay request's words are a file of their own (content/stay-form.yaml), checked there.
  const words = loadWords(interfaceSchema.omit({ stayRequest: true }), 'interface', lang, {
    slots: factSlots(lang),
  });
  return parseContent(file, interfaceSchema, {
    ...words,
    stayRequest: stayFormIn(lang),
  });
});

export const interfaceWords: InterfaceWords = interfaceWordsIn(defaultLang);
