import type { z } from 'zod';
import { readData } from './data';
import { parseContent } from './schema';
import { fillSlots } from './slots';
import { mergeTranslation } from './translate';

/*
 * Kept apart from data.ts so that readData is always called through its module's export: tests
 * replace it there to edit what a file holds, as the owner would.
 */

/** The languages a data file is written in: English beside each translation. */
export type DataLang = 'en' | 'hi';

/** The build-time slots a file's sentences may name, as one language writes them. */
export type SlotsOf = (lang: DataLang) => Readonly<Record<string, string | number>>;

/**
 * A data file (`content/rooms.yaml`) and its Hindi twin (`content/rooms.hi.yaml`), both checked
 * by the same schema. The translation is merged into the English as written, before its slots
 * are filled, so each language fills `{payment}` or `{since}` with its own words.
 */
export function loadBilingual<T extends z.ZodType>(
  file: string,
  schema: T,
  slots: SlotsOf = () => ({}),
): { en: z.output<T>; hi: z.output<T> } {
  const english = readData(file);
  const hiFile = file.replace(/\.yaml$/, '.hi.yaml');
  const merged = mergeTranslation(schema, english.data, readData(hiFile).data, {
    file: hiFile,
    englishFile: file,
  });
  return {
    en: parseContent(file, schema, fillSlots(english.data, slots('en'), file), english.lineOf),
    hi: parseContent(hiFile, schema, fillSlots(merged, slots('hi'), hiFile)),
  };
}
