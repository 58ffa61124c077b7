import type { z } from 'zod';
import { CONTENT_DIR, readData } from './data';
import { defaultLang, languageOf, type Lang } from './languages';
import { parseContent } from './schema';
import { fillSlots, type Slots } from './slots';
import { mergeTranslation } from './translate';

/*
 * The owner's data files other than pages: content/<name>.yaml in English with every value, and
 * content/<name>.<lang>.yaml beside it with only the words, joined to English by key and by each
 * list item's id (or key). Read, translated, filled and checked in one place, so every file
 * follows the same rules as the pages.
 */

export type LoadOptions = {
  /** Build-time `{slots}` the sentences may name (lib/content/fact-slots.ts). */
  slots?: Slots;
  /** The part of the file this schema describes, when a file holds more than one (both languages). */
  part?: (data: unknown) => unknown;
  /** Values set outside the file (the environment at build time), over English as read. */
  adjust?: (english: unknown) => unknown;
};

/** `content/<name>.yaml` in one language, checked with `schema`. */
export function loadWords<S extends z.ZodType>(
  schema: S,
  name: string,
  lang: Lang,
  options: LoadOptions = {},
): z.output<S> {
  const englishFile = `${CONTENT_DIR}/${name}.yaml`;
  const english = readData(englishFile);
  const part = options.part ?? ((data: unknown) => data);
  const data = options.adjust ? options.adjust(part(english.data)) : part(english.data);
  const file = lang === defaultLang ? englishFile : `${CONTENT_DIR}/${name}.${lang}.yaml`;
  const merged =
    lang === defaultLang
      ? data
      : mergeTranslation(schema, data, part(readData(file).data), { file, englishFile });
  const filled = fillSlots(merged, options.slots ?? {}, file);
  return parseContent(file, schema, filled, lang === defaultLang ? english.lineOf : undefined);
}

/**
 * One value per language, loaded the first time a language is asked for and kept: for the files
 * helpers read outside an edition too (the facts that write figures, the picture slots), so each
 * is read once.
 */
export function perLanguage<T>(load: (lang: Lang) => T): (lang: Lang) => T {
  const loaded = new Map<Lang, T>();
  return (lang) => {
    let value = loaded.get(lang);
    if (value === undefined) {
      languageOf(lang);
      value = load(lang);
      loaded.set(lang, value);
    }
    return value;
  };
}
