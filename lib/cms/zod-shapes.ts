import { z } from 'zod';
import { codeStrings, type FieldWords } from '../content/schema';

/*
 * Reading a zod schema the way the editor needs it: its wrappers off, its fixed choices, the keys
 * of an object (or of every form of a union), its limits, and the words written beside it.
 */

export type Def = z.core.$ZodTypeDef & Record<string, unknown>;
export const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def;

/** A schema's checks as limits: numbers' bounds and format, lists' lengths. */
export type Limits = {
  int: boolean;
  min?: number;
  max?: number;
  /** A bound the value must pass, not meet (`.positive()` is above 0). */
  above?: number;
  below?: number;
};
export function limitsOf(schema: z.core.$ZodType): Limits {
  const limits: Limits = { int: false };
  const checks = (defOf(schema).checks ?? []) as z.core.$ZodCheck[];
  const tighter = (a: number | undefined, b: number, pick: (x: number, y: number) => number) =>
    a === undefined ? b : pick(a, b);
  for (const check of checks) {
    const def = check._zod.def as z.core.$ZodCheckDef & Record<string, unknown>;
    const value = def.value;
    switch (def.check) {
      case 'number_format':
        limits.int = typeof def.format === 'string' && /int/.test(def.format);
        break;
      case 'greater_than':
        if (typeof value !== 'number') break;
        if (def.inclusive) limits.min = tighter(limits.min, value, Math.max);
        else limits.above = tighter(limits.above, value, Math.max);
        break;
      case 'less_than':
        if (typeof value !== 'number') break;
        if (def.inclusive) limits.max = tighter(limits.max, value, Math.min);
        else limits.below = tighter(limits.below, value, Math.min);
        break;
      case 'min_length':
        limits.min = tighter(limits.min, def.minimum as number, Math.max);
        break;
      case 'max_length':
        limits.max = tighter(limits.max, def.maximum as number, Math.min);
        break;
      case 'length_equals':
        limits.min = tighter(limits.min, def.length as number, Math.max);
        limits.max = tighter(limits.max, def.length as number, Math.min);
        break;
    }
  }
  return limits;
}

/** The schema with its wrappers taken off, and whether one of them made the value optional. */
export function unwrap(schema: z.core.$ZodType): { inner: z.core.$ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  // `.nonoptional()` around an optional field makes it required again, whatever is inside.
  let forced = false;
  for (;;) {
    if (codeStrings.has(inner) && defOf(inner).type === 'string') break;
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') {
      if (!forced) optional = true;
      inner = def.innerType as z.core.$ZodType;
    } else if (def.type === 'nonoptional') {
      forced = true;
      inner = def.innerType as z.core.$ZodType;
    } else if (def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch') {
      inner = def.innerType as z.core.$ZodType;
    } else if (def.type === 'pipe') {
      // The file holds what the pipe reads, not what it makes.
      inner = def.in as z.core.$ZodType;
    } else if (def.type === 'lazy') {
      inner = (def.getter as () => z.core.$ZodType)();
    } else break;
  }
  return { inner, optional };
}

/** The literal values a schema allows, when it is a choice among fixed values. */
export function choicesOf(schema: z.core.$ZodType): (string | number)[] | null {
  const def = defOf(unwrap(schema).inner);
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string | number>);
  if (def.type === 'literal') return [...(def.values as (string | number)[])];
  if (def.type === 'union') {
    const all = (def.options as z.core.$ZodType[]).map(choicesOf);
    return all.every((c) => c !== null) ? all.flat() : null;
  }
  return null;
}

/**
 * The fields of an object schema. An intersection of objects counts as one; so does a union of
 * objects (variants of one section), each key required only where every form requires it and a
 * key that names the form offering every form's value.
 */
export function shapeOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | null {
  const inner = unwrap(schema).inner;
  const def = defOf(inner);
  if (def.type === 'object') return def.shape as Record<string, z.core.$ZodType>;
  if (def.type === 'intersection') {
    const left = shapeOf(def.left as z.core.$ZodType);
    const right = shapeOf(def.right as z.core.$ZodType);
    return left && right ? { ...left, ...right } : null;
  }
  if (def.type === 'union') {
    const shapes = (def.options as z.core.$ZodType[]).map(shapeOf);
    if (shapes.some((x) => x === null)) return null;
    const keys = [...new Set(shapes.flatMap((x) => Object.keys(x ?? {})))];
    return Object.fromEntries(
      keys.map((key) => {
        const forms = shapes.map((x) => x?.[key]);
        const present = forms.filter((f): f is z.core.$ZodType => f !== undefined);
        const choices = present.every((f) => choicesOf(f) !== null)
          ? [...new Set(present.flatMap((f) => choicesOf(f) ?? []))]
          : null;
        const merged: z.core.$ZodType =
          choices && choices.length > 1
            ? z.union(choices.map((c) => z.literal(c)))
            : mergedForms(present);
        const required = forms.every((f) => f !== undefined && !unwrap(f).optional);
        // A merged form is a schema of its own: it keeps the words written beside the forms.
        const words = present.map(wordsOf).find((w) => w.title !== undefined);
        if (words && !present.includes(merged)) z.globalRegistry.add(merged, words);
        return [key, required ? merged : z.optional(merged)];
      }),
    );
  }
  return null;
}

/**
 * One schema for a key that several forms of a value have: the first when they agree; lists of
 * different items become one list of their merged items, different objects one merged object.
 */
export function mergedForms(forms: z.core.$ZodType[]): z.core.$ZodType {
  const first = forms[0]!;
  if (forms.every((f) => f === first)) return first;
  const lists = forms.map((f) => unwrap(f).inner);
  // Lists of words (a paragraph, a photo's name) in every form: one list, as the first words it.
  const elementKinds = lists.map((l) =>
    defOf(l).type === 'array'
      ? defOf(unwrap(defOf(l).element as z.core.$ZodType).inner).type
      : null,
  );
  if (elementKinds.every((k) => k === 'string')) return first;
  if (lists.every((l) => defOf(l).type === 'array')) {
    const list = lists[0] as z.ZodArray;
    const element = z.union(lists.map((l) => defOf(l).element as z.core.$ZodType));
    return list.clone({ ...list._zod.def, element });
  }
  if (forms.every((f) => shapeOf(f) !== null)) return z.union(forms);
  return first;
}

/** The key a union of objects is told apart by ('type'), if one names each form differently. */
export function discriminatorOf(options: readonly z.core.$ZodType[]): string | null {
  const shapes = options.map(shapeOf);
  if (shapes.some((x) => x === null)) return null;
  const first = shapes[0] ?? {};
  return (
    Object.keys(first).find((key) => {
      const tags = shapes.map((x) => (x?.[key] ? choicesOf(x[key]) : null));
      if (tags.some((t) => t?.length !== 1)) return false;
      return new Set(tags.map((t) => t?.[0])).size === tags.length;
    }) ?? null
  );
}

/** The forms of a union (its options), or the schema alone. */
export function unionOptions(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = defOf(unwrap(schema).inner);
  return def.type === 'union' ? (def.options as z.core.$ZodType[]) : [schema];
}

/** True when a value of this schema holds words (a string that is not a code value). */
export function holdsWords(schema: z.core.$ZodType, depth = 0): boolean {
  if (depth > 12) return false;
  const { inner } = unwrap(schema);
  if (codeStrings.has(inner)) return false;
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return true;
    case 'array':
      return holdsWords(def.element as z.core.$ZodType, depth + 1);
    case 'tuple':
      return (def.items as z.core.$ZodType[]).some((s) => holdsWords(s, depth + 1));
    case 'record':
      return holdsWords(def.valueType as z.core.$ZodType, depth + 1);
    case 'union':
      return unionOptions(inner).some((s) => holdsWords(s, depth + 1));
    case 'object':
    case 'intersection':
      return Object.values(shapeOf(inner) ?? {}).some((s) => holdsWords(s, depth + 1));
    case 'unknown':
    case 'any':
      return true;
    default:
      return false;
  }
}

/**
 * The label and hint written beside a schema (`labelled` in lib/content/schema.ts), looked for on
 * the field itself and then inside its wrappers: `.optional()` around a labelled schema keeps them.
 */
export function wordsOf(schema: z.core.$ZodType): Partial<FieldWords> {
  const words: Partial<FieldWords> = {};
  let at: z.core.$ZodType | undefined = schema;
  for (let depth = 0; at && depth < 12; depth++) {
    const meta = z.globalRegistry.get(at);
    if (typeof meta?.title === 'string') words.title ??= meta.title;
    if (typeof meta?.description === 'string') words.description ??= meta.description;
    const def = defOf(at);
    at =
      def.type === 'pipe'
        ? (def.in as z.core.$ZodType)
        : (def.innerType as z.core.$ZodType | undefined);
  }
  return words;
}
