/*
 * Sentences in the data files name the owner's facts by slot ('Built in {since}'), filled when
 * the site is built, so a figure is written once and every sentence follows it. Other slots are
 * filled later by the code that writes the sentence (a count, a date, a rate): those are listed
 * here, and a slot that is neither stops the build, since it would reach a guest as '{typo}'.
 */

/** Slots the components fill when they write a sentence. */
export const RUNTIME_SLOTS: ReadonlySet<string> = new Set(
  'advance amount balance beds breakdown cancel checkin checkout count countOblique date day email first guests handle hours included last line link max min month n name nav nights note number per percent place rate rating reference room season size status time total weekday when year'.split(
    ' ',
  ),
);

/** Values for the `{slot}`s of a file's sentences, by slot name. */
export type Slots = Readonly<Record<string, string | number>>;

type Path = readonly (string | number)[];

/** Every string of `value` with its build-time slots filled; unknown slots are reported. */
export function fillSlots(value: unknown, values: Slots, file: string): unknown {
  const problems: string[] = [];
  const walk = (v: unknown, path: Path): unknown => {
    if (typeof v === 'string') {
      return v.replace(/\{(\w+)\}/g, (slot, name: string) => {
        const filled = values[name];
        if (filled !== undefined) return String(filled);
        if (!RUNTIME_SLOTS.has(name)) {
          problems.push(
            `  - ${path.join('.') || '(root)'}: {${name}} is not a known slot (the facts are ${Object.keys(
              values,
            )
              .map((k) => `{${k}}`)
              .join(', ')})`,
          );
        }
        return slot;
      });
    }
    if (Array.isArray(v)) return v.map((item, i) => walk(item, [...path, i]));
    if (typeof v === 'object' && v !== null) {
      return Object.fromEntries(
        Object.entries(v).map(([k, item]) => [k, walk(item, [...path, k])]),
      );
    }
    return v;
  };
  const out = walk(value, []);
  if (problems.length) throw new Error(`Invalid content in ${file}:\n${problems.join('\n')}`);
  return out;
}
