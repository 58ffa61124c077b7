import { z } from 'zod';
import slots from '../../../content/images.json';
import { parseContent } from '../schema';

const imageIds = new Set(slots.images.map((img) => img.id));

/** Keys whose strings name picture slots in content/images.json. */
const IMAGE_KEYS = new Set(['image', 'images', 'ids', 'photo']);

/** Keys that are form values, not words: '' is a select's unchosen state. */
const VALUE_KEYS = new Set(['value']);

type Path = (string | number)[];

type Kind = 'text' | 'image' | 'value';

function check(value: unknown, path: Path, kind: Kind, ctx: z.RefinementCtx): void {
  if (typeof value === 'string') {
    if (kind === 'value') return;
    if (!value.trim()) ctx.addIssue({ code: 'custom', message: 'must not be empty', path });
    else if (kind === 'image' && !imageIds.has(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${value}" is not an image slot in content/images.json`,
        path,
      });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => check(item, [...path, i], kind, ctx));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const itemKind = IMAGE_KEYS.has(key) ? 'image' : VALUE_KEYS.has(key) ? 'value' : 'text';
      check(item, [...path, key], itemKind, ctx);
    }
  }
}

/** Every sentence on a page: no empty text, and every picture names a slot that exists. */
const pageCopySchema = z.unknown().superRefine((value, ctx) => check(value, [], 'text', ctx));

/**
 * A page's copy, validated when the page is built: an emptied sentence or a misspelt picture
 * slot stops `next build` with the file and field named. The copy keeps its literal type, so
 * components read exactly the fields written here.
 */
export function parsePage<const T>(file: string, name: string, copy: T): T {
  parseContent(`${file} (${name})`, pageCopySchema, copy);
  return copy;
}
