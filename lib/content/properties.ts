import { z } from 'zod';
import { defaultLang } from './languages';
import { loadPerLanguage } from './load-words';
import { factSlots } from './fact-slots';
import { codeString, textSchema } from './schema';

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

export const propertiesFileSchema = z.object({
  properties: z.array(propertySchema).length(3),
  /**
   * How each status badge reads. The status itself is a fixed choice, so a typo cannot invent
   * a state; the record's type asks for the words of every one.
   */
  statuses: z.record(propertySchema.shape.status, textSchema),
  /**
   * How the wireframe's list of properties names each one with its stage ('Chaaya active');
   * {name} is the name's first part, {status} its wireframe label.
   */
  stageLine: textSchema,
});

/** The properties and the words of each one's status badge, in one language. */
export const propertiesFileIn = loadPerLanguage(
  'content/properties.yaml',
  propertiesFileSchema,
  factSlots,
);

export const properties: readonly Property[] = propertiesFileIn(defaultLang).properties;

/** The words of each property's status badge. */
export const propertyStatus: Readonly<Record<Property['status'], string>> =
  propertiesFileIn(defaultLang).statuses;
