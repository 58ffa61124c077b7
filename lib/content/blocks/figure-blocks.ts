import { z } from 'zod';
import { labelled, textSchema } from '../schema';
import {
  actionSchema,
  block,
  factItemSchema,
  factSchema,
  headedBlock,
  headingSchema,
  imageIdSchema,
  itemAs,
  linesSchema,
  mapSchema,
  panelTitleSchema,
  sectionIdSchema,
  statsSchema,
  toneSchema,
  variantOf,
} from './fields';

/*
 * Facts and figures: a list under a heading, a band of figures, figures beside a photo, a
 * project's panel; and the map with its travel facts, a kind of its own for the map.
 */

const factsCommon = { id: sectionIdSchema, tone: toneSchema.optional(), heading: headingSchema };

const factsVariants =
  'cards: a card per fact, its icon and name over its value; lines: an icon and a line each, in two columns; terms: a word and what it means, three across; figures: a band of large figures without a heading; impact: large figures under the heading beside a photo; panel: a side panel with a project’s status, what it holds, its elements and its place.';

/** The facts of a list: the same words whichever way it is drawn. */
const factListOf = <T extends z.ZodType>(item: T) =>
  labelled(
    z.array(item).min(1),
    'Facts in this section',
    'One entry per fact, in order. cards: icon, name and value. lines: icon and line. terms: the word and its meaning. At least one.',
  );

/** What a stay gives back, its figures under the heading, beside a photograph. */
const communityImpactBlock = labelled(
  headedBlock('facts', {
    variant: variantOf('impact', factsVariants),
    image: labelled(
      imageIdSchema,
      'Photo beside the figures',
      'The photo beside the heading and figures. Picked from the photos in Photos.',
    ),
    /** The figures' accessible name. */
    statsLabel: labelled(
      textSchema,
      'Name of the figures',
      'Names the figures for visitors who use a screen reader, such as The house in the village; not shown.',
    ),
    items: statsSchema,
  }),
  'What a stay gives back',
  'What a stay gives back to the village: its figures under the heading, beside a photo.',
);

/** A band of large figures. */
const statsBlock = labelled(
  block('facts', {
    variant: variantOf('figures', factsVariants),
    tone: toneSchema.optional(),
    /** The band's and the figures' accessible name. */
    label: labelled(
      textSchema,
      'Name of the band',
      'Names the band of figures for visitors who use a screen reader, such as The house at a glance; not shown.',
    ),
    items: statsSchema,
  }),
  'Band of large figures',
  'A band of a few large figures, each with what it counts, without a heading.',
);

/** The map beside the heading, the travel facts under both. */
export const locationBlock = labelled(
  headedBlock('location', {
    map: mapSchema,
    items: labelled(
      z.array(factSchema).min(1),
      'Travel facts',
      'One card per fact under the map, each an icon, a name and a value (Airport, 45 minutes). At least one.',
    ),
  }),
  'Map and travel facts',
  'The map beside the heading, and the travel facts under both.',
);

/** A project's state at a glance: its status, what it holds, where it will be, ways to join. */
const glancePanelBlock = labelled(
  block('facts', {
    variant: variantOf('panel', factsVariants),
    title: labelled(
      textSchema,
      'Heading of the panel',
      'The heading at the top of the side panel, such as The vision at a glance.',
    ),
    status: labelled(
      z.object({
        label: labelled(
          textSchema,
          'Word before the status',
          'The word shown before the status badge, such as Status.',
        ),
        text: labelled(
          textSchema,
          'The status',
          'Where the project stands, shown in a badge, such as Visioning.',
        ),
      }),
      'Status of the project',
      'The line at the top of the panel: a word and the status in a badge.',
    ),
    checklist: labelled(
      z.object({
        title: panelTitleSchema('The vision holds'),
        /** The list's accessible name. */
        label: labelled(
          textSchema,
          'Name of the list',
          'Names the list for visitors who use a screen reader; not shown.',
        ),
        items: linesSchema(
          {
            title: 'What it holds',
            description: 'Short points, each with a tick, in order. At least one.',
          },
          {
            title: 'One point',
            description: 'One short point; its first letter is shown as a capital.',
          },
        ),
      }),
      'What the project holds',
      'A small heading and a list of short points with ticks.',
    ),
    /** Each `title` is a name and `text` what it stands for. */
    elements: labelled(
      z.object({
        title: panelTitleSchema('Sacred elements'),
        items: labelled(
          z
            .array(
              itemAs(
                {
                  title: 'Name of the element',
                  description: 'The element’s name in bold, such as Earth.',
                },
                {
                  title: 'What it stands for',
                  description: 'A few words after the name, such as walls of stone and mud.',
                },
              ).required({ text: true }),
            )
            .min(1),
          'The elements',
          'One line per element: its name, then what it stands for. At least one.',
        ),
      }),
      'Elements of the project',
      'A small heading and one line per element.',
    ),
    location: labelled(
      z.object({
        title: panelTitleSchema('Location'),
        items: labelled(
          z
            .array(
              itemAs(
                { title: 'What is told', description: 'The name of this line, such as Region.' },
                {
                  title: 'What it says',
                  description: 'The answer in bold on the right, such as High Himalayas.',
                },
              ).required({ text: true }),
            )
            .min(1),
          'Lines about the place',
          'One line each, a name on the left and its answer on the right. At least one.',
        ),
      }),
      'Where it will be',
      'A small heading and as much about the place as the family wishes to say.',
    ),
    /** The first leads; the others step back. */
    actions: labelled(
      z.array(actionSchema).min(1),
      'Ways to join',
      'The buttons at the foot of the panel, one under another; the first stands out. At least one.',
    ),
  }),
  'Project at a glance',
  'A side panel with a project’s state at a glance: its status, what it holds, its elements, where it will be and ways to join.',
);

/**
 * Things named one by one. 'cards': a fact per card, its icon and name over its value (where
 * the house is, how far from town); 'lines': an icon and a line each under hairlines, two
 * columns (the comforts); 'terms': a term and what it means under hairlines, three across.
 */
export const factsBlock = labelled(
  z.discriminatedUnion('variant', [
    block('facts', {
      variant: variantOf('cards', factsVariants),
      ...factsCommon,
      items: factListOf(factSchema),
    }),
    block('facts', {
      variant: variantOf('lines', factsVariants),
      ...factsCommon,
      items: factListOf(factItemSchema.required({ icon: true })),
    }),
    block('facts', {
      variant: variantOf('terms', factsVariants),
      ...factsCommon,
      items: factListOf(factItemSchema.required({ text: true })),
    }),
    statsBlock,
    communityImpactBlock,
    glancePanelBlock,
  ]),
  'Facts and figures',
  `Things named or counted one by one: under a heading, as large figures, or in a side panel. Layout ${factsVariants}`,
);
