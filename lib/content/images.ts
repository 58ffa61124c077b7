import { z } from 'zod';
import slots from '../../content/images.json';
import { readData } from './data';
import { FOCUS_HINT, parseFocus } from './focus.mjs';
import { defaultLang } from './languages';
import { perLanguage } from './load-words';
import { codeString, labelled, parseContent, textSchema } from './schema';
import { mergeTranslation } from './translate';

/** Only shapes the drawn placeholder: said on each of its fields, as the family may open any. */
const PLACEHOLDER_ONLY = 'Only shapes the drawn placeholder shown until a real photo is added.';

export const imageRefSchema = z
  .object({
    id: labelled(
      codeString(
        'image id',
        z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes'),
      ),
      'Short name of the photo',
      'Never shown to guests: pages name the photo by it, and its file in content/photos/ is named after it (hero-home.jpg). Lowercase letters, digits and dashes; change it only together with the pages that use it.',
    ),
    alt: labelled(
      z.string(),
      'Photo description for those who cannot see it · तस्वीर का लिखित विवरण',
      'One sentence saying what the photo shows, read aloud by screen readers and shown if the photo does not load. Needed unless the photo is only decoration; write it anew when the photo changes.',
    ),
    decorative: labelled(
      z.boolean(),
      'Only decoration, needs no description',
      'Turn on only for a photo that tells a guest nothing: screen readers then pass over it, and its description may stay empty.',
    ).optional(),
    /** Also the key galleries group by (and `intros` are keyed by), so it is not translated here. */
    category: labelled(
      codeString('category', textSchema),
      'Gallery group',
      'The group the gallery files the photo under, written in English (The House). The heading each language shows for it is under Gallery group names. Optional.',
    ).optional(),
    caption: labelled(
      textSchema,
      'Caption in the enlarged view',
      'A line under the photo when a guest opens it full screen in the gallery. Optional.',
    ).optional(),
    aspect: labelled(
      z.enum(['16:9', '3:2', '4:3', '4:5', '1:1', '21:9']),
      'Shape of the photo (width:height)',
      'The shape the photo is cut to: 16:9 and 21:9 wide, 3:2 and 4:3 landscape, 4:5 tall, 1:1 square. It fits the place the page gives the photo, so leave it unless that place changes.',
    ),
    /** The part of the photo the crop to `aspect` keeps; scripts/make-images.mjs applies it. */
    focus: labelled(
      codeString(
        'focus',
        z.string().refine((v) => parseFocus(v) !== null, FOCUS_HINT),
      ),
      'Part of the photo to keep',
      'When the photo is cut to its shape, this part stays in view: the top, the bottom, the left, the right or the center. Leave empty to keep the middle.',
    ).optional(),
    art: labelled(
      z.object({
        scene: labelled(
          z.enum([
            'ridges',
            'house',
            'courtyard',
            'terraces',
            'flags',
            'river',
            'room',
            'night',
            'forest',
            'temple',
            'path',
            'hearth',
          ]),
          'Scene of the placeholder',
          `What the placeholder draws: ridges, a house, a river, a hearth and so on. ${PLACEHOLDER_ONLY}`,
        ),
        time: labelled(
          z.enum(['dawn', 'day', 'dusk', 'night']),
          'Time of day of the placeholder',
          `Dawn, day, dusk or night: the light of the drawing. Optional. ${PLACEHOLDER_ONLY}`,
        ).optional(),
        seed: labelled(
          z.number().int(),
          'Variation of the drawing',
          `Any whole number: another number draws the same scene a little differently. Optional. ${PLACEHOLDER_ONLY}`,
        ).optional(),
      }),
      'Drawn placeholder',
      PLACEHOLDER_ONLY,
    ),
  })
  .refine((img) => img.decorative === true || img.alt.trim().length > 0, {
    message: 'alt text is required unless the image is marked "decorative": true',
    path: ['alt'],
  });

export type ImageRef = z.output<typeof imageRefSchema>;

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
 * content/images.json stays JSON (scripts/make-images.mjs reads it before the build), and so does its
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
