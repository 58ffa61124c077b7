import { z } from 'zod';
import { codeStrings, parseContent } from './schema';

export { codeStrings, codeString } from './schema';

/*
 * A second language is a second copy of every text, never of a value. A Hindi file holds only the
 * words of its English twin, under the same keys, and each list item names the id (or key) of the
 * English item it translates; this module walks the English data with its zod schema and, at each
 * string that is words, takes the Hindi one from the item with the same id. Everything else
 * (picture slots, anchors, links, prices, numbers, chosen kinds) comes from English, so an owner
 * value lives once for both editions, and reordering English never moves a translation.
 *
 * Every problem is collected before anything is thrown: a translator sees the whole list at once,
 * each line naming the Hindi file and the key, the way a content error names its field.
 */

/**
 * The words of a value of type T, as a Hindi file writes them: every string may be given, every
 * key is optional. This is deliberately loose: the types cannot tell a
 * sentence from an image id, so a missing text is reported by `translated` when the module is
 * imported (by the tests, and by the build wherever a route reads it), with the file and key named.
 */
export type TextsOf<T> = T extends string
  ? string
  : T extends number | boolean | bigint | null | undefined
    ? undefined
    : T extends readonly (infer U)[]
      ? readonly TextsOf<U>[]
      : T extends object
        ? { readonly [K in keyof T]?: TextsOf<T[K]> }
        : never;

export type TranslationSource = {
  /** The translated file, as the build names it: 'content/pages/about.hi.ts'. */
  file: string;
  /** Its English twin: 'content/pages/about.ts'. */
  englishFile: string;
};

type Path = readonly (string | number)[];

type Walk = {
  problems: string[];
  /** Items English has and the translation does not yet: shown in English, and named. */
  fallbacks: string[];
  source: TranslationSource;
  /** When given, every English text met on the way, with its key path. */
  found?: { path: Path; text: string }[];
};

const SLOT = /\{(\w+)\}/g;

const show = (path: Path) => (path.length ? path.join('.') : '(root)');

/** English quoted short enough for one line of a build log. */
function quoted(text: string): string {
  const one = text.replace(/\s+/g, ' ');
  return JSON.stringify(one.length > 70 ? `${one.slice(0, 67)}...` : one);
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The slots a text fills; '{countOblique}' is '{count}' in another case (lib/content/format.ts)
 * and '{roomsWordTitle}' is '{roomsWord}' opening a sentence, which a language without capitals
 * writes the same way.
 */
function slotsOf(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(SLOT)].map((m) => (m[1] ?? '').replace(/(?<=\w)(?:Oblique|Title)$/, '')),
    ),
  ].sort();
}

/** A value written in the Hindi file where English has none, or where no words belong. */
function extra(walk: Walk, path: Path, why: string): void {
  walk.problems.push(`${walk.source.file}: ${show(path)} ${why}`);
}

/**
 * Hindi given for something that is not words (a slot, a link, a figure, a kind): named once. The
 * same value as English is let through: the browser editor writes a section's kind and an item's
 * key into both files, since it needs them to show the Hindi side.
 */
function refuseValue(walk: Walk, hindi: unknown, path: Path, english: unknown): void {
  if (hindi === undefined || JSON.stringify(hindi) === JSON.stringify(english)) return;
  extra(
    walk,
    path,
    `is not a text (it is taken from ${walk.source.englishFile}); leave it out of the Hindi file`,
  );
}

function walkText(english: string, hindi: unknown, path: Path, walk: Walk): string {
  // An empty English string (a decorative picture's alt) says nothing, in any language.
  if (english.trim() === '') {
    if (hindi !== undefined && hindi !== '') {
      extra(walk, path, `is empty in ${walk.source.englishFile}; leave it out of the Hindi file`);
    }
    return english;
  }
  walk.found?.push({ path, text: english });
  const at = `${walk.source.file}: ${show(path)}`;
  // Words not written yet (a field filled in the English pane alone): the translated page shows
  // the English meanwhile, and the build's log names the field, rather than refusing the save.
  if (hindi === undefined) {
    walk.fallbacks.push(`${at} (English: ${quoted(english)})`);
    return english;
  }
  if (typeof hindi !== 'string') {
    walk.problems.push(`${at} must be a text (English: ${quoted(english)})`);
    return english;
  }
  if (hindi.trim() === '') {
    walk.problems.push(`${at} is empty (English: ${quoted(english)})`);
    return english;
  }
  const want = slotsOf(english);
  const got = slotsOf(hindi);
  if (want.join() !== got.join()) {
    const list = (s: string[]) => (s.length ? s.map((n) => `{${n}}`).join(' ') : 'none');
    walk.problems.push(
      `${at} has slots ${list(got)}; English has ${list(want)} (English: ${quoted(english)})`,
    );
  }
  return hindi;
}

/** The union option the English value was written with: its words are walked by that option. */
function optionFor(
  options: readonly z.core.$ZodType[],
  english: unknown,
): z.core.$ZodType | undefined {
  return options.find((option) => z.safeParse(option, english).success);
}

function walkObject(
  shape: Readonly<Record<string, z.core.$ZodType>>,
  english: Readonly<Record<string, unknown>>,
  hindi: unknown,
  path: Path,
  walk: Walk,
): Record<string, unknown> {
  const texts = isRecord(hindi) ? hindi : undefined;
  if (hindi !== undefined && !texts) {
    extra(walk, path, `must be an object like ${walk.source.englishFile}'s`);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(english)) {
    const field = shape[key];
    // A key the schema does not know passes through (zod would have stripped it anyway).
    out[key] = field ? walkValue(field, value, texts?.[key], [...path, key], walk) : value;
  }
  for (const key of Object.keys(texts ?? {})) {
    if (english[key] === undefined && texts?.[key] !== undefined) {
      extra(walk, [...path, key], `is not in ${walk.source.englishFile}`);
    }
  }
  return out;
}

/**
 * The key a list item is joined by across languages: its `id` (an anchor, a room, a photo) or,
 * for an item with no id of its own, its `key`. Never its position, so reordering, inserting or
 * removing items in English never hands one item's words to another.
 */
export function joinKeyOf(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  if (typeof item.id === 'string') return item.id;
  return typeof item.key === 'string' ? item.key : undefined;
}

/** A translated item without its join key: the key is English's, as every value is. */
function withoutJoinKey(item: unknown): unknown {
  if (!isRecord(item)) return item;
  const { id: _id, key: _key, ...rest } = item;
  return rest;
}

/** Lists of records are joined by key; lists of strings (a block's bullets) are one text. */
function walkList(
  element: (index: number) => z.core.$ZodType | undefined,
  english: readonly unknown[],
  hindi: unknown,
  path: Path,
  walk: Walk,
  walkItem: (schema: z.core.$ZodType | undefined, en: unknown, hi: unknown, at: Path) => unknown,
): unknown[] {
  const texts: readonly unknown[] | undefined = Array.isArray(hindi) ? hindi : undefined;
  if (hindi !== undefined && !texts) {
    extra(walk, path, `must be a list like ${walk.source.englishFile}'s`);
  }
  if (english.some(isRecord)) return walkKeyedList(element, english, texts, path, walk, walkItem);
  if (texts && texts.length !== english.length) {
    walk.problems.push(
      `${walk.source.file}: ${show(path)} has ${texts.length} items; ${walk.source.englishFile} has ${english.length}`,
    );
  }
  const out = english.map((value, i) => walkItem(element(i), value, texts?.[i], [...path, i]));
  for (let i = english.length; i < (texts?.length ?? 0); i++) {
    extra(walk, [...path, i], `is not in ${walk.source.englishFile}`);
  }
  return out;
}

function walkKeyedList(
  element: (index: number) => z.core.$ZodType | undefined,
  english: readonly unknown[],
  texts: readonly unknown[] | undefined,
  path: Path,
  walk: Walk,
  walkItem: (schema: z.core.$ZodType | undefined, en: unknown, hi: unknown, at: Path) => unknown,
): unknown[] {
  const byKey = new Map<string, unknown>();
  (texts ?? []).forEach((item, i) => {
    const key = joinKeyOf(item);
    if (key === undefined) {
      extra(walk, [...path, i], 'has no id (or key): write the id of the item it translates');
    } else if (byKey.has(key)) {
      extra(walk, [...path, key], 'is translated twice');
    } else byKey.set(key, item);
  });
  const seen = new Set<string>();
  const out = english.map((value, i) => {
    const key = joinKeyOf(value);
    if (key !== undefined) seen.add(key);
    const at = [...path, key ?? i];
    const before = walk.problems.length;
    const fellBack = walk.fallbacks.length;
    const item = walkItem(element(i), value, withoutJoinKey(key && byKey.get(key)), at);
    // An item added in English whose words are not written yet (a guest's letter added in the
    // editor's English pane): the translated page shows it in English until they are, and the
    // build names it once, rather than refusing a save the family could not have known was wrong.
    if (key !== undefined && texts && !byKey.has(key) && walk.fallbacks.length > fellBack) {
      walk.fallbacks.length = fellBack;
      walk.fallbacks.push(`${walk.source.file}: ${show(at)}`);
      return item;
    }
    // An item whose words cannot be found again once the list changes is itself a problem.
    if (
      key === undefined &&
      walk.found === undefined &&
      (walk.problems.length > before || walk.fallbacks.length > fellBack)
    ) {
      walk.problems.push(
        `${walk.source.englishFile}: ${show(at)} has words but no id (or key) to join its translation by`,
      );
    }
    return item;
  });
  // Words for an item English no longer has (removed in the English pane) are left unused.
  for (const key of byKey.keys()) {
    if (!seen.has(key)) {
      walk.fallbacks.push(
        `${walk.source.file}: ${show([...path, key])} translates an item ${walk.source.englishFile} no longer has (unused)`,
      );
    }
  }
  return out;
}

/**
 * Copy that no schema describes (a field typed `z.unknown()`):
 * every string is words except under the keys that name values there.
 */
function walkLoose(
  english: unknown,
  hindi: unknown,
  path: Path,
  walk: Walk,
  codeKeys: ReadonlySet<string>,
): unknown {
  if (typeof english === 'string') {
    const key = path[path.length - 1];
    if (typeof key === 'string' && codeKeys.has(key)) {
      refuseValue(walk, hindi, path, english);
      return english;
    }
    return walkText(english, hindi, path, walk);
  }
  if (Array.isArray(english)) {
    return walkList(
      () => undefined,
      english,
      hindi,
      path,
      walk,
      (_, en, hi, at) => walkLoose(en, hi, at, walk, codeKeys),
    );
  }
  if (isRecord(english)) {
    const texts = isRecord(hindi) ? hindi : undefined;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(english)) {
      out[key] = walkLoose(value, texts?.[key], [...path, key], walk, codeKeys);
    }
    for (const key of Object.keys(texts ?? {})) {
      if (english[key] === undefined) {
        extra(walk, [...path, key], `is not in ${walk.source.englishFile}`);
      }
    }
    return out;
  }
  refuseValue(walk, hindi, path, english);
  return english;
}

/** Keys of key-checked copy whose strings are values, not words. */
export const LOOSE_CODE_KEYS: ReadonlySet<string> = new Set([
  'href',
  'image',
  'images',
  'ids',
  'photo',
  'value',
]);

function walkValue(
  schema: z.core.$ZodType,
  english: unknown,
  hindi: unknown,
  path: Path,
  walk: Walk,
): unknown {
  if (codeStrings.has(schema)) {
    refuseValue(walk, hindi, path, english);
    return english;
  }
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch': {
      if (english === undefined || english === null) {
        if (hindi !== undefined) extra(walk, path, `is not in ${walk.source.englishFile}`);
        return english;
      }
      const inner = innerOf(schema);
      return inner ? walkValue(inner, english, hindi, path, walk) : english;
    }
    case 'pipe': {
      // The English value is already parsed: its words are those of the schema's input side.
      const inner = schema instanceof z.core.$ZodPipe ? schema._zod.def.in : undefined;
      return inner ? walkValue(inner, english, hindi, path, walk) : english;
    }
    case 'lazy':
      return schema instanceof z.core.$ZodLazy
        ? walkValue(schema._zod.def.getter(), english, hindi, path, walk)
        : english;
    case 'object':
      if (schema instanceof z.core.$ZodObject && isRecord(english)) {
        return walkObject(schema._zod.def.shape, english, hindi, path, walk);
      }
      return english;
    case 'array':
      if (schema instanceof z.core.$ZodArray && Array.isArray(english)) {
        const element = schema._zod.def.element;
        return walkList(() => element, english, hindi, path, walk, walkSchemaItem(walk));
      }
      return english;
    case 'tuple':
      if (schema instanceof z.core.$ZodTuple && Array.isArray(english)) {
        const { items, rest } = schema._zod.def;
        return walkList(
          (i) => items[i] ?? rest ?? undefined,
          english,
          hindi,
          path,
          walk,
          walkSchemaItem(walk),
        );
      }
      return english;
    case 'record':
      if (schema instanceof z.core.$ZodRecord && isRecord(english)) {
        const valueType = schema._zod.def.valueType;
        const shape = Object.fromEntries(Object.keys(english).map((k) => [k, valueType]));
        return walkObject(shape, english, hindi, path, walk);
      }
      return english;
    case 'union':
      if (schema instanceof z.core.$ZodUnion) {
        const option = optionFor(schema._zod.def.options, english);
        if (option) return walkValue(option, english, hindi, path, walk);
        walk.problems.push(
          `${walk.source.file}: ${show(path)} matches no form in ${walk.source.englishFile}'s schema`,
        );
      }
      return english;
    case 'string':
      if (typeof english === 'string') return walkText(english, hindi, path, walk);
      return english;
    case 'unknown':
    case 'any':
      return walkLoose(english, hindi, path, walk, LOOSE_CODE_KEYS);
    default:
      // Enums, literals, numbers, booleans and the rest are choices and figures, never words.
      refuseValue(walk, hindi, path, english);
      return english;
  }
}

/** A list item walked by its own schema; an item the schema does not describe passes through. */
function walkSchemaItem(walk: Walk) {
  return (schema: z.core.$ZodType | undefined, en: unknown, hi: unknown, at: Path): unknown =>
    schema ? walkValue(schema, en, hi, at, walk) : en;
}

function innerOf(schema: z.core.$ZodType): z.core.$ZodType | undefined {
  if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodNullable ||
    schema instanceof z.core.$ZodDefault ||
    schema instanceof z.core.$ZodPrefault ||
    schema instanceof z.core.$ZodNonOptional ||
    schema instanceof z.core.$ZodReadonly ||
    schema instanceof z.core.$ZodCatch
  ) {
    return schema._zod.def.innerType;
  }
  return undefined;
}

const notices = new Set<string>();

/** One line of the build's log per item not yet translated, however often its file is read. */
function notice(line: string): void {
  if (notices.has(line)) return;
  notices.add(line);
  console.warn(`Not yet translated, shown in English meanwhile: ${line}`);
}

/** Every item met so far that a translation does not have yet (or has left over). */
export function translationNotices(): readonly string[] {
  return [...notices];
}

/**
 * The English value with every text replaced by the Hindi text at the same key path. Throws one
 * error listing every problem (a text missing, empty, with other `{slots}` than English; a key or
 * list item English does not have; a value written where only words belong), then parses the
 * result with the same schema, so the Hindi edition meets every rule the English one does.
 */
export function translated<S extends z.ZodType>(
  schema: S,
  english: Readonly<z.output<S>>,
  hindi: TextsOf<z.output<S>>,
  source: TranslationSource,
): z.output<S> {
  return parseContent(source.file, schema, mergeTranslation(schema, english, hindi, source));
}

/**
 * The same, unparsed: English data as written (a data file) with the translation's words put in
 * place. The caller fills slots and parses.
 */
export function mergeTranslation(
  schema: z.ZodType,
  english: unknown,
  texts: unknown,
  source: TranslationSource,
): unknown {
  const walk: Walk = { problems: [], fallbacks: [], source };
  const merged = walkValue(schema, english, texts, [], walk);
  for (const line of walk.fallbacks) notice(line);
  if (walk.problems.length) {
    throw new Error(
      `Translation out of step with English (${walk.problems.length}):\n${walk.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return merged;
}

/**
 * Every text of an English value with its key path, by the same rules `translated` uses (no
 * schema: copy checked by key). For tests and for tools that draft a translation.
 */
export function englishTexts(
  schema: z.ZodType | null,
  english: unknown,
): { path: string; text: string }[] {
  const walk: Walk = {
    problems: [],
    fallbacks: [],
    source: { file: '', englishFile: '' },
    found: [],
  };
  if (schema) walkValue(schema, english, undefined, [], walk);
  else walkLoose(english, undefined, [], walk, LOOSE_CODE_KEYS);
  return (walk.found ?? []).map(({ path, text }) => ({ path: show(path), text }));
}
