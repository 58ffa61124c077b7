import { amenitiesIn } from './amenities';
import { chatMessages } from './chat';
import { readData } from './data';
import { experiencesIn } from './experiences';
import { factSlots } from './fact-slots';
import { fill, formatInr } from './format';
import { images } from './images';
import { pageSchema, type Page } from './page';
import { defaultLang, type Lang } from './languages';
import { propertiesFileIn } from './properties';
import { rooms } from './rooms';
import { parseContent } from './schema';
import { fillSlots } from './slots';
import { stayFormIn } from './pages/stay-form';
import { testimonialsIn, writtenLine } from './testimonials';
import { timings } from './timings';
import { joinKeyOf, mergeTranslation } from './translate';

/*
 * A page is a data file, content/pages/<name>.yaml: its address, how search and the navbar name
 * it, and its sections in order, in English with every value. Each other language has a file
 * beside it, <name>.<lang>.yaml, holding only words, each list item naming the id (or key) of
 * the English item it translates. Sections that several pages place are written once in
 * content/pages/shared.yaml; lists that have files of their own (experiences, letters, reviews,
 * amenities) are placed by name. Sentences name the owner's facts by `{slot}`, filled here.
 */

export type PageLang = Lang;

const PAGES_DIR = 'content/pages';
const SHARED = `${PAGES_DIR}/shared`;

type Data = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One of the owner's lists as a section places it: the item with its values, then its words. */
type ListItem = { item: Data; words: Data };

/**
 * The owner's lists that a page places with `shared: <name>`, in one language. Each item is keyed
 * by its place in its own file, which is itself joined by id across languages.
 */
function listSections(lang: PageLang): Readonly<Record<string, () => readonly ListItem[]>> {
  // Where and when each guest wrote, in this language's words: shown beside the words.
  const written = (words: Parameters<typeof writtenLine>[0]) =>
    writtenLine(words, testimonialsIn(lang).sources, stayFormIn(lang).dates);
  return {
    'chaaya-experiences': () =>
      experiencesIn(lang).map((e) => ({
        item: { icon: e.icon },
        words: { title: e.title, text: e.description },
      })),
    'guest-letters': () =>
      testimonialsIn(lang).guestLetters.map((l) => ({
        item: l.link ? { sourceLink: l.link } : {},
        words: { text: l.quote, by: l.guest, context: l.context, source: written(l) },
      })),
    amenities: () =>
      amenitiesIn(lang).map((a) => ({
        item: { icon: a.icon },
        words: { title: a.label },
      })),
    reviews: () =>
      testimonialsIn(lang).reviews.map((r) => ({
        item: { rating: r.rating, ...(r.link ? { sourceLink: r.link } : {}) },
        words: { text: r.quote, by: r.author, context: r.title, stay: r.stay, source: written(r) },
      })),
  };
}

/** The figures a page's sentences may name, as this language writes them. */
export function pageSlots(lang: PageLang): Readonly<Record<string, string | number>> {
  const { properties, stageLine } = propertiesFileIn(lang);
  const stages = properties.map((p) =>
    fill(stageLine, {
      name: p.name.split(',')[0] ?? p.name,
      status: p.wireframeLabel.toLowerCase(),
    }),
  );
  return {
    ...factSlots(lang),
    featuredPhotoCount: timings.featuredImageCount,
    featuredAutoplayMs: timings.autoplay.featured,
    philosophyAutoplayMs: timings.autoplay.philosophy,
    commitmentsAutoplayMs: timings.autoplay.commitments,
    anchorOffsetPx: timings.anchorOffsetPx,
    sendDelaySeconds: timings.contactSendDelayMs / 1000,
    propertyStatuses: stages.join(', '),
    roomTypes: rooms.length,
    lowestRate: formatInr(Math.min(...rooms.map((r) => r.priceInr))),
    photoSlots: images.length,
    chatMessages: Object.keys(chatMessages).length,
  };
}

/**
 * Places content/pages/shared.yaml's sections where a page names them, in English and in the
 * translation at once: the translation's words for a shared section come from shared.<lang>.yaml,
 * under what the page itself translates. Items are matched by key, as the translation is.
 */
type Shared = {
  en: Data;
  texts: Data | undefined;
  lists: ReturnType<typeof listSections>;
  englishLists: ReturnType<typeof listSections>;
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
      items: english().map((e, i) => ({ key: String(i + 1), ...e.item, ...e.words })),
    };
    if (shared.texts) {
      hi = { ...hi, items: translated().map((t, i) => ({ key: String(i + 1), ...t.words })) };
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

/** A page in one language, read from its data files, checked and with its facts filled in. */
export function loadPage(name: string, lang: PageLang): Page {
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
    lists: listSections(lang),
    englishLists: listSections(defaultLang),
    file: englishFile,
  });
  const merged = isDefault
    ? placedEn
    : mergeTranslation(pageSchema, placedEn, placedTexts, { file, englishFile });
  const filled = fillSlots(merged, pageSlots(lang), file);
  return parseContent(file, pageSchema, filled, isDefault ? english.lineOf : undefined);
}
