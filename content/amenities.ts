import { z } from 'zod';
import { parseContent, textSchema } from './schema';

/** lucide icon names drawn by components/ui/icons.ts. */
export const amenityIconSchema = z.enum([
  'ShowerHead',
  'UtensilsCrossed',
  'Coffee',
  'BedDouble',
  'Flame',
  'Wifi',
  'BookOpen',
  'Car',
]);

const amenitySchema = z.object({
  icon: amenityIconSchema,
  label: textSchema,
});

export type Amenity = z.output<typeof amenitySchema>;

/** Chaaya's comforts: what every guest finds in the house. */
export const amenities: readonly Amenity[] = parseContent(
  'content/amenities.ts',
  z.array(amenitySchema).min(1),
  [
    { icon: 'ShowerHead', label: 'Hot water, day and night' },
    { icon: 'UtensilsCrossed', label: 'Three home-cooked meals a day' },
    { icon: 'Coffee', label: 'Tea in the courtyard, morning and evening' },
    { icon: 'BedDouble', label: 'Hand-loomed quilts and fresh linen' },
    { icon: 'Flame', label: 'Warm bedding and heaters in winter' },
    { icon: 'Wifi', label: 'Wi-Fi in the common room' },
    { icon: 'BookOpen', label: 'A shelf of mountain books to borrow' },
    { icon: 'Car', label: 'Help with taxis from Dharamshala' },
  ],
);
