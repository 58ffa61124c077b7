import { z } from 'zod';
import { iconNameSchema } from './icon-names';
import { labelled, parseContent, textSchema } from './schema';

export const amenitySchema = z.object({
  icon: labelled(
    iconNameSchema,
    'Icon beside it',
    'The small drawing shown with the comfort, picked from the list.',
  ),
  label: labelled(
    textSchema,
    'What the comfort is',
    'A few words beside its icon, such as Hot water, day and night.',
  ),
});

export type Amenity = z.output<typeof amenitySchema>;

export const amenitiesSchema = labelled(
  z.array(amenitySchema).min(1),
  'Comforts every guest finds',
  'The list of comforts on the house’s page, each with an icon, in this order.',
);

/** A list of amenities (an icon and a label each), validated wherever a page keeps one. */
export function parseAmenities(file: string, list: readonly Amenity[]): readonly Amenity[] {
  return parseContent(file, amenitiesSchema, list);
}
