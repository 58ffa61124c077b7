import { z } from 'zod';
import slots from '../../content/images.json';
import { readData } from './data';
import { defaultLang } from './languages';
import { perLanguage } from './load-words';
import { imageRefSchema, labelled, parseContent, textSchema, type ImageRef } from './schema';
import { mergeTranslation } from './translate';

/** content/images.json: the picture slots, and the note at its top saying how to use a photo. */
export const imagesFileSchema = z.object({
  $comment: labelled(
    z.string(),
    'Note at the top of the file',
    'How to put a real photo in place, for anyone who opens the file itself. Never shown on the site.',
  ).optional(),
  images: labelled(
    z.array(imageRefSchema),
    'Photos on the site · तस्वीरें',
    'Every place a photo shows on the site, each under its short name. To show a real photo, put it in content/photos/ named after it (hero-home.jpg); until then a drawn placeholder shows.',
  ),
  /**
   * The gallery's group names as each edition shows them. A photo is filed under a category named
   * in English (the key the pages' intros are keyed by too); the Hindi file names each in Hindi.
   */
  categories: labelled(
    z.record(z.string(), textSchema),
    'Gallery group names',
    'The heading each gallery group shows, one for every group a photo is filed under: the English name on the left, the words guests read on the right. A name no photo uses stops the build.',
  ),
});

/** Every picture slot on the site; alt text and categories are edited in content/images.json. */
const { images, categories } = parseContent('content/images.json', imagesFileSchema, slots);

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
 * content/images.json stays JSON (scripts/images.mjs reads it before the build), and so does its
 * translation, images.<lang>.json: the editor pairs a file with its translation only when both
 * are written alike. Each alt text sits under its image id, as in every other translation.
 */
const wordsFileSchema = z.object({
  $comment: z.string().optional(),
  images: z.unknown(),
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
      return {
        images,
        categoryNames: checkedCategoryNames('content/images.json', categories),
      };
    }
    const file = `content/images.${lang}.json`;
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
