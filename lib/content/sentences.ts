import { z } from 'zod';

/* The interface's sentences: never empty, and each fills exactly the {slots} its code fills. */

export const word = z.string().refine((s) => s.trim() !== '', 'must not be empty');

/** A sentence whose `{slots}` are exactly these: a slot missing or unknown is a typo. */
export function template(...slots: string[]) {
  return word.superRefine((text, ctx) => {
    // '{countOblique}' is '{count}' in the form a postposition follows (content/format.ts).
    const used = [...text.matchAll(/\{(\w+?)(?:Oblique)?\}/g)].map((m) => m[1] ?? '');
    const allowed = slots.map((s) => `{${s}}`).join(', ') || 'no {slots}';
    for (const slot of used) {
      if (!slots.includes(slot)) {
        ctx.addIssue({ code: 'custom', message: `{${slot}} is never filled in here (${allowed})` });
      }
    }
    for (const slot of slots) {
      if (!used.includes(slot)) ctx.addIssue({ code: 'custom', message: `must contain {${slot}}` });
    }
  });
}

/** '{n} night' / '{n} nights', and the plural before a postposition where a language has one. */
export const countForms = z.object({
  one: template('n'),
  other: template('n'),
  otherOblique: template('n').optional(),
});

export const names = (length: number) => z.array(word).length(length).readonly();
