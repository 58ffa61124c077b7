import { z } from 'zod';
import { defaultLang, type Lang } from './languages';
import { loadPerLanguage } from './load-words';
import { iconNameSchema } from './icon-names';
import { parseContent, textSchema } from './schema';

export const amenitySchema = z.object({
  icon: iconNameSchema,
  label: textSchema,
});

export type Amenity = z.output<typeof amenitySchema>;

export const amenitiesSchema = z.array(amenitySchema).min(1);

/** A list of amenities (an icon and a label each), validated wherever a page keeps one. */
export function parseAmenities(file: string, list: readonly Amenity[]): readonly Amenity[] {
  return parseContent(file, amenitiesSchema, list);
}

/** Chaaya's comforts: what every guest finds in the house, in one language. */
export const amenitiesIn: (lang: Lang) => readonly Amenity[] = loadPerLanguage(
  'content/amenities.yaml',
  amenitiesSchema,
);
export const amenities = amenitiesIn(defaultLang);
