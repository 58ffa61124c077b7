import { z } from 'zod';
import slots from '../../content/images.json';
import { readData } from './data';
import { defaultLang } from './languages';
import { perLanguage } from './load-words';
import { imageRefSchema, parseContent, textSchema, type ImageRef } from './schema';
import { mergeTranslation } from './translate';

/** content/images.json: the picture slots, and the note at its top saying how to use a photo. */
export const imagesFileSchema = z.object({
  $comment: z.string().optional(),
  images: z.array(imageRefSchema),
});

/** Every picture slot on the site; alt text and categories are edited in content/images.json. */
const images: readonly ImageRef[] = parseContent(
  'content/images.json',
  imagesFileSchema,
  slots,
).images;

const byId = new Map(images.map((img) => [img.id, img]));

export function getImage(id: string): ImageRef {
  const img = byId.get(id);
  if (!img) throw new Error(`content/images.json: no image slot "${id}"`);
  return img;
}

export function getImages(prefix: string): ImageRef[] {
  return images.filter((img) => img.id.startsWith(prefix));
}

export { images };

/*
 * content/images.json stays JSON (scripts/images.mjs reads it before the build); its words in
 * another language live in a YAML file like every other translation (images.hi.yaml), each alt
 * text under its image id.
 */
const wordsFileSchema = z.object({
  images: z.unknown(),
  /**
   * The gallery's group names. A photo is filed under a category named in the default language
   * (the grouping key the pages' intros are keyed by too); another language's page shows the
   * name given here.
   */
  categories: z.record(z.string(), textSchema),
});

/** Every category in use needs a name, and a name for a category no photo uses is a leftover. */
function checkedCategoryNames(
  file: string,
  names: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  const used = new Set(images.flatMap((i) => (i.category ? [i.category] : [])));
  const problems = [
    ...[...used]
      .filter((c) => !names[c]?.trim())
      .map((c) => `${file}: categories: the name for "${c}" is missing`),
    ...Object.keys(names)
      .filter((c) => !used.has(c))
      .map((c) => `${file}: categories: "${c}" is used by no photo in content/images.json`),
  ];
  if (problems.length) throw new Error(problems.join('\n'));
  return names;
}

/** The picture slots with their words in one language, and the name shown for each category. */
export const imagesIn = perLanguage(
  (lang): { images: readonly ImageRef[]; categoryNames: Readonly<Record<string, string>> } => {
    if (lang === defaultLang) {
      const categories = images.flatMap((i) => (i.category ? [[i.category, i.category]] : []));
      return { images, categoryNames: Object.fromEntries(categories) };
    }
    const file = `content/images.${lang}.yaml`;
    const read = readData(file);
    const words = parseContent(file, wordsFileSchema, read.data, read.lineOf);
    return {
      images: parseContent(
        file,
        z.array(imageRefSchema),
        mergeTranslation(z.array(imageRefSchema), images, words.images, {
          file,
          englishFile: 'content/images.json',
        }),
      ),
      categoryNames: checkedCategoryNames(file, words.categories),
    };
  },
);
