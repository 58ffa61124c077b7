import { z } from 'zod';
import { countWord, facts, houseAge } from './facts';
import { codeString, parseContent, textSchema } from './schema';

export const propertySchema = z.object({
  id: z.enum(['chaaya', 'san', 'awoka']),
  name: textSchema,
  label: textSchema,
  /** A lucide icon name rendered by components/ui/Icon.tsx. */
  icon: z.enum(['Heart', 'Sprout', 'Sparkles']),
  /** Accent colour token from app/globals.css. */
  colour: z.enum(['clay', 'moss', 'dusk']),
  status: z.enum(['Open for Stays', 'In Restoration', 'Sacred Vision']),
  pageBadge: textSchema,
  wireframeLabel: textSchema,
  href: codeString('path', z.string().startsWith('/projects/')),
  summary: textSchema,
});

export type Property = z.output<typeof propertySchema>;
export type PropertyId = Property['id'];

export const properties: readonly Property[] = parseContent(
  'content/properties.ts',
  z.array(propertySchema).length(3),
  [
    {
      id: 'chaaya',
      name: 'Chaaya',
      label: 'The Divine Heart',
      icon: 'Heart',
      colour: 'clay',
      status: 'Open for Stays',
      pageBadge: `Active Heritage Property Since ${facts.since}`,
      wireframeLabel: 'Active',
      href: '/projects/chaaya',
      summary: `A mud-and-stone family home built in ${facts.since}, about ${houseAge} years old, now open for stays: ${countWord(facts.rooms)} rooms, a courtyard and meals from the family kitchen.`,
    },
    {
      id: 'san',
      name: 'SAN',
      label: 'The Sacred Roots',
      icon: 'Sprout',
      colour: 'moss',
      status: 'In Restoration',
      pageBadge: 'Sacred Farmstay in Formation Since 2024',
      wireframeLabel: 'In development',
      href: '/projects/san',
      summary:
        'A farmstay in a river valley, in restoration since 2024: terraced fields, an orchard and a house being rebuilt by local hands.',
    },
    {
      id: 'awoka',
      name: 'Awoka, the Adhyatmic House',
      label: 'The Cosmic Abode',
      icon: 'Sparkles',
      colour: 'dusk',
      status: 'Sacred Vision',
      pageBadge: 'A Vision in Sacred Formation',
      wireframeLabel: 'Vision stage',
      href: '/projects/awoka',
      summary:
        'A high-altitude house of silence, still a vision. Its location is not revealed; it will be shared with those it is meant for.',
    },
  ],
);
