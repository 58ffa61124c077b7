import { z } from 'zod';
import { codeString, labelled, textSchema } from './schema';
import { locationSchema, profileSchema } from './site';

/*
 * The family's houses: each is a folder of content/houses/, named by the house's id (chaaya in
 * /calendar/chaaya.ics and #chaaya), holding house.yaml and its Hindi twin. A folder added there
 * is a house everywhere the houses are listed; nothing in the code knows their names.
 */

/** A property's stage: a fixed choice, so a typo cannot invent one. */
const statusSchema = z.enum(['Open for Stays', 'In Restoration', 'Sacred Vision']);

/** A house as content/houses/<id>/house.yaml writes it (its id is its folder's name). */
export const houseSchema = z.object({
  order: labelled(
    z.number().int().min(1),
    'Place in the list of houses',
    'Where the house comes on the home and projects pages: 1 first, then 2, 3 and on.',
  ),
  name: labelled(
    textSchema,
    'Name of the house',
    'As guests read it on the house’s card and as the title beside its photos. Links and the list of stages use the part before any comma.',
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
    'Beside the house on the Site Architecture page, and in small letters in the sentence that lists the houses with their stages (Active, In development).',
  ),
  href: labelled(
    codeString('path', z.string().startsWith('/projects/')),
    'Address of the house’s page',
    'Where the house’s card and summary lead: the address of its page, starting with /projects/.',
  ),
  summary: labelled(
    textSchema,
    'Short description of the house',
    'A sentence or two beside the house’s photos on the home and projects pages, also read by search engines. Keep any {slot}: the site fills it in.',
  ),
  instagram: profileSchema(
    'The house on Instagram',
    'The house’s own account, if it has one: linked at the end of the house’s pages and given to search engines.',
  ).optional(),
  location: locationSchema.optional(),
});

/** A house, its id (its folder's name) beside what its file writes. */
export const propertySchema = houseSchema.extend({ id: codeString('house id', z.string()) });

export type Property = z.output<typeof propertySchema>;
export type PropertyId = Property['id'];

/** content/house-stages.yaml: the words of each stage badge, for every house. */
export const houseStagesSchema = z.object({
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
    'How the Site Architecture page names each house with its stage. Keep {name}, the house’s name, and {status}, its stage in a word or two.',
  ),
});
