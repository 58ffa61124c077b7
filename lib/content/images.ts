import { z } from 'zod';
import slots from '../../content/images.json';
import { readData } from './data';
import { imageRefSchema, parseContent, textSchema, type ImageRef } from './schema';
import { mergeTranslation } from './translate';

/** Every picture slot on the site; alt text and categories are edited in content/images.json. */
const images: readonly ImageRef[] = parseContent(
  'content/images.json',
  z.array(imageRefSchema),
  slots.images,
);

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
 * content/images.json stays JSON (scripts/images.mjs reads it before the build); its Hindi words
 * live in a YAML file like every other translation, each alt text under its image id.
 */
const HI_FILE = 'content/images.hi.yaml';

const hiFileSchema = z.object({
  images: z.unknown(),
  /**
   * The gallery's group names. A photo is filed under an English category (the grouping key the
   * pages' intros are keyed by too); a Hindi page shows the name given here.
   */
  categories: z.record(z.string(), textSchema),
});

const hiFile = readData(HI_FILE);
const hiTexts = parseContent(HI_FILE, hiFileSchema, hiFile.data, hiFile.lineOf);

export const imagesHi: readonly ImageRef[] = parseContent(
  HI_FILE,
  z.array(imageRefSchema),
  mergeTranslation(z.array(imageRefSchema), images, hiTexts.images, {
    file: HI_FILE,
    englishFile: 'content/images.json',
  }),
);

/** Every category in use needs a name, and a name for a category no photo uses is a leftover. */
function checkedCategoryNames(
  names: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  const used = new Set(images.flatMap((i) => (i.category ? [i.category] : [])));
  const problems = [
    ...[...used]
      .filter((c) => !names[c]?.trim())
      .map((c) => `${HI_FILE}: categories: the name for "${c}" is missing`),
    ...Object.keys(names)
      .filter((c) => !used.has(c))
      .map((c) => `${HI_FILE}: categories: "${c}" is used by no photo in content/images.json`),
  ];
  if (problems.length) throw new Error(problems.join('\n'));
  return names;
}

export const categoryNamesHi = checkedCategoryNames(hiTexts.categories);
