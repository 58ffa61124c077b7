import { z } from 'zod';
import { iconNameSchema } from './icon-names';
import { parseContent, textSchema } from './schema';

export const amenitySchema = z.object({
  icon: iconNameSchema,
  label: textSchema,
});

export type Amenity = z.output<typeof amenitySchema>;

/** A list of amenities (an icon and a label each), validated wherever a page keeps one. */
export function parseAmenities(file: string, list: readonly Amenity[]): readonly Amenity[] {
  return parseContent(file, z.array(amenitySchema).min(1), list);
}

/** Chaaya's comforts: what every guest finds in the house. */
export const amenities = parseAmenities('content/amenities.ts', [
  { icon: 'ShowerHead', label: 'Hot water, day and night' },
  { icon: 'UtensilsCrossed', label: 'Three home-cooked meals a day' },
  { icon: 'Coffee', label: 'Tea in the courtyard, morning and evening' },
  { icon: 'BedDouble', label: 'Hand-loomed quilts and fresh linen' },
  { icon: 'Flame', label: 'Warm bedding and heaters in winter' },
  { icon: 'Wifi', label: 'Wi-Fi in the common room' },
  { icon: 'BookOpen', label: 'A shelf of mountain books to borrow' },
  { icon: 'Car', label: 'Help with taxis from Dharamshala' },
]);
