import { z } from 'zod';
import { codeString, labelled, textSchema } from './schema';

/** A property's stage: a fixed choice, so a typo cannot invent one. */
const statusSchema = z.enum(['Open for Stays', 'In Restoration', 'Sacred Vision']);

export const propertySchema = z.object({
  id: labelled(
    z.enum(['chaaya', 'san', 'awoka']),
    'Which house this is',
    'Chaaya, SAN or Awoka: each house has its own page, so the choice is fixed. The Hindi words are joined to the house by it.',
  ),
  name: labelled(
    textSchema,
    'Name of the house',
    'As guests read it on the house’s card and as the title beside its photos (Chaaya). Links and the list of stages use the part before any comma.',
  ),
  label: labelled(
    textSchema,
    'Words under the house’s name',
    'A short line under the house’s name on its card and on the home page (The Divine Heart).',
  ),
  /** A lucide icon name rendered by components/ui/Icon.tsx. */
  icon: labelled(
    z.enum(['Heart', 'Sprout', 'Sparkles']),
    'Icon on the house’s card',
    'The small drawing in the round badge on the house’s card: a heart, a sprout or sparkles.',
  ),
  /** Accent colour token from app/globals.css. */
  colour: labelled(
    z.enum(['clay', 'moss', 'dusk']),
    'Colour of the house’s badges',
    'Clay (warm red-brown), moss (green) or dusk (deep violet): the colour of the house’s icon and its stage badge.',
  ),
  status: labelled(
    statusSchema,
    'Stage of the house',
    'Open for Stays, In Restoration or Sacred Vision: picks the badge on the house’s card and summary. How each badge reads is under Words of each stage badge.',
  ),
  pageBadge: labelled(
    textSchema,
    'Badge on the house’s own page',
    'The words in the badge over the photo at the top of the house’s page (Active Heritage Property Since {since}). Keep any {slot}: the site fills it in.',
  ),
  wireframeLabel: labelled(
    textSchema,
    'Stage in a word or two',
    'Beside the house on the Site Architecture page, and in small letters in the sentence that lists the houses with their stages (Chaaya active).',
  ),
  href: labelled(
    codeString('path', z.string().startsWith('/projects/')),
    'Address of the house’s page',
    'Where the house’s card and summary lead, starting with /projects/ (/projects/chaaya).',
  ),
  summary: labelled(
    textSchema,
    'Short description of the house',
    'A sentence or two beside the house’s photos on the home and projects pages, also read by search engines. Keep any {slot}: the site fills it in.',
  ),
});

export type Property = z.output<typeof propertySchema>;
export type PropertyId = Property['id'];

/** The properties and the words of each one's status badge. */
export const propertiesFileSchema = z.object({
  properties: labelled(
    z.array(propertySchema).length(3),
    'The three houses',
    'Chaaya, SAN and Awoka, in the order the home and projects pages show them. Exactly three: each has its own page and place in the site.',
  ),
  /**
   * How each status badge reads. The status itself is a fixed choice, so a typo cannot invent
   * a state; the record's type asks for the words of every one.
   */
  statuses: labelled(
    z.record(statusSchema, textSchema),
    'Words of each stage badge',
    'How the badge of each stage reads on the houses’ cards, one line for each of the three stages.',
  ),
  /**
   * How the wireframe's list of properties names each one with its stage ('Chaaya active');
   * {name} is the name's first part, {status} its wireframe label.
   */
  stageLine: labelled(
    textSchema,
    'A house with its stage',
    'How the Site Architecture page names each house with its stage (Chaaya active). Keep {name}, the house’s name, and {status}, its stage in a word or two.',
  ),
});
