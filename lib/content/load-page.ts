import { readData } from './data';
import { fill, formatInr } from './format';
import { pageSchema, type Page } from './page-file';
import { defaultLang, type Lang } from './languages';
import { parseContent } from './schema';
import { fillSlots, type Slots } from './slots';
import { writtenLine, type GuestLetter, type Testimonials } from './testimonials';
import { timings } from './timings';
import { joinKeyOf, mergeTranslation } from './translate';

/*
 * A page is a data file, content/pages/<name>.yaml: its address, how search and the navbar name
 * it, and its sections in order, in English with every value. Each other language has a file
 * beside it, <name>.<lang>.yaml, holding only words, each list item naming the id (or key) of
 * the English item it translates. Sections that several pages place are written once in
 * content/pages/shared.yaml; lists that have files of their own (experiences, letters, reviews,
 * amenities) are placed by name. Sentences name the owner's facts by `{slot}`, filled here.
 * The lists and the figures are the edition's (lib/content/editions.ts), handed in already
 * loaded: a page is a function of its files and of what its edition gives it.
 */

const PAGES_DIR = 'content/pages';
const SHARED = `${PAGES_DIR}/shared`;

type Data = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One of the owner's lists as a section places it: the item with its values, then its words. */
type ListItem = { item: Data; words: Data };

/** The owner's lists that a page places with `shared: <name>`, by that name. */
export type PageLists = Readonly<Record<string, readonly ListItem[]>>;

/**
 * The owner's lists in one language (an edition's texts), as sections place them. Each item is
 * keyed by its place in its own file, which is itself joined by id across languages.
 */
export function pageLists(texts: {
  experiences: readonly { icon: string; title: string; description: string }[];
  guestLetters: readonly GuestLetter[];
  amenities: readonly { icon: string; label: string }[];
  reviews: readonly (Pick<GuestLetter, 'source' | 'written' | 'link'> & {
    rating: number;
    quote: string;
    author: string;
    title: string;
    stay: string;
  })[];
  testimonialSources: Testimonials['sources'];
  stayForm: { dates: { monthYear: string; monthsLong: readonly string[] } };
}): PageLists {
  // Where and when each guest wrote, in this language's words: shown beside the words.
  const written = (words: Pick<GuestLetter, 'source' | 'written'>) =>
    writtenLine(words, texts.testimonialSources, texts.stayForm.dates);
  return {
    'house-experiences': texts.experiences.map((e) => ({
      item: { icon: e.icon },
      words: { title: e.title, text: e.description },
    })),
    'guest-letters': texts.guestLetters.map((l) => ({
      item: l.link ? { sourceLink: l.link } : {},
      words: { text: l.quote, by: l.guest, context: l.context, source: written(l) },
    })),
    amenities: texts.amenities.map((a) => ({
      item: { icon: a.icon },
      words: { title: a.label },
    })),
    reviews: texts.reviews.map((r) => ({
      item: { rating: r.rating, ...(r.link ? { sourceLink: r.link } : {}) },
      words: { text: r.quote, by: r.author, context: r.title, stay: r.stay, source: written(r) },
    })),
  };
}

/**
 * The figures a page's sentences may name: the facts' (`facts`) and the site's own counts, from
 * an edition's texts.
 */
export function pageSlots(
  facts: Slots,
  texts: {
    properties: readonly { name: string; wireframeLabel: string }[];
    /** How the wireframe names a house with its stage (house-stages.yaml `stageLine`). */
    stageLine: string;
    rooms: readonly { priceInr: number }[];
    images: readonly unknown[];
    chat: Readonly<Record<string, string>>;
  },
): Slots {
  const stages = texts.properties.map((p) =>
    fill(texts.stageLine, {
      name: p.name.split(',')[0] ?? p.name,
      status: p.wireframeLabel.toLowerCase(),
    }),
  );
  return {
    ...facts,
    featuredPhotoCount: timings.featuredImageCount,
    featuredAutoplayMs: timings.autoplay.featured,
    philosophyAutoplayMs: timings.autoplay.philosophy,
    commitmentsAutoplayMs: timings.autoplay.commitments,
    anchorOffsetPx: timings.anchorOffsetPx,
    sendDelaySeconds: timings.contactSendDelayMs / 1000,
    propertyStatuses: stages.join(', '),
    roomTypes: texts.rooms.length,
    lowestRate: formatInr(Math.min(...texts.rooms.map((r) => r.priceInr))),
    photoSlots: texts.images.length,
    chatMessages: Object.keys(texts.chat).length,
  };
}

/** What a page is given by its edition: its language, the figures and the lists it may place. */
export type PageContext = {
  lang: Lang;
  slots: Slots;
  lists: PageLists;
  /** The same lists in the default language, which a translated page is laid over. */
  englishLists: PageLists;
};

/**
 * Places content/pages/shared.yaml's sections where a page names them, in English and in the
 * translation at once: the translation's words for a shared section come from shared.<lang>.yaml,
 * under what the page itself translates. Items are matched by key, as the translation is.
 */
type Shared = {
  en: Data;
  texts: Data | undefined;
  lists: PageLists;
  englishLists: PageLists;
  file: string;
};

function placeShared(english: unknown, texts: unknown, shared: Shared): [unknown, unknown] {
  if (Array.isArray(english)) {
    const list: readonly unknown[] = Array.isArray(texts) ? texts : [];
    const byKey = new Map(list.map((t) => [joinKeyOf(t), t] as const));
    const used = new Set<unknown>();
    const pairs = english.map((item) => {
      const placed = placeShared(item, undefined, shared)[0];
      const key = joinKeyOf(placed);
      const text = key === undefined ? undefined : byKey.get(key);
      if (text !== undefined) used.add(text);
      const [en, hi] = placeShared(item, text, shared);
      // Words that came from shared.<lang>.yaml alone are joined by the placed section's key.
      if (isRecord(hi) && joinKeyOf(hi) === undefined && isRecord(en) && key !== undefined) {
        return [en, typeof en.id === 'string' ? { id: key, ...hi } : { key, ...hi }] as const;
      }
      return [en, hi] as const;
    });
    const orphans = list.filter((t) => !used.has(t));
    return [
      pairs.map((p) => p[0]),
      texts === undefined
        ? undefined
        : [...pairs.map((p) => p[1]).filter((t) => t !== undefined), ...orphans],
    ];
  }
  if (!isRecord(english)) return [english, texts];
  let en: Data = english;
  let hi: Data | undefined = isRecord(texts) ? texts : undefined;
  const name = english.shared;
  if (typeof name === 'string' && name in shared.en) {
    const { shared: _name, ...rest } = english;
    en = { ...(shared.en[name] as Data), ...rest };
    const sharedTexts = shared.texts?.[name];
    if (isRecord(sharedTexts)) hi = { ...sharedTexts, ...hi };
  } else if (typeof name === 'string') {
    const english = shared.englishLists[name];
    const translated = shared.lists[name];
    if (!english || !translated) {
      throw new Error(
        `Invalid content in ${shared.file}: shared: "${name}" is neither a section of ${SHARED}.yaml nor one of the lists ${Object.keys(shared.lists).join(', ')}`,
      );
    }
    const { shared: _name, ...rest } = en;
    en = {
      ...rest,
      items: english.map((e, i) => ({ key: String(i + 1), ...e.item, ...e.words })),
    };
    if (shared.texts) {
      hi = { ...hi, items: translated.map((t, i) => ({ key: String(i + 1), ...t.words })) };
    }
  }
  const outEn: Record<string, unknown> = {};
  const outHi: Record<string, unknown> = { ...hi };
  for (const [key, value] of Object.entries(en)) {
    const [a, b] = placeShared(value, hi?.[key], shared);
    outEn[key] = a;
    if (b !== undefined) outHi[key] = b;
  }
  return [outEn, hi === undefined ? undefined : outHi];
}

/** A page in its edition's language, read from its data files, checked and with its facts filled in. */
export function loadPage(name: string, { lang, slots, lists, englishLists }: PageContext): Page {
  const englishFile = `${PAGES_DIR}/${name}.yaml`;
  const english = readData(englishFile);
  const sharedEn = readData(`${SHARED}.yaml`).data;
  if (!isRecord(sharedEn))
    throw new Error(`Invalid content in ${SHARED}.yaml: must be a map of sections`);
  const isDefault = lang === defaultLang;
  const file = isDefault ? englishFile : `${PAGES_DIR}/${name}.${lang}.yaml`;
  const texts = isDefault ? undefined : readData(file).data;
  const sharedTexts = isDefault ? undefined : readData(`${SHARED}.${lang}.yaml`).data;
  const [placedEn, placedTexts] = placeShared(english.data, texts, {
    en: sharedEn,
    texts: isRecord(sharedTexts) ? sharedTexts : undefined,
    lists,
    englishLists,
    file: englishFile,
  });
  const merged = isDefault
    ? placedEn
    : mergeTranslation(pageSchema, placedEn, placedTexts, { file, englishFile });
  const filled = fillSlots(merged, slots, file);
  return parseContent(file, pageSchema, filled, isDefault ? english.lineOf : undefined);
}
