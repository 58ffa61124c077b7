import { z } from 'zod';
import { labelled, textSchema } from '../schema';
import {
  actionSchema,
  block,
  headedBlock,
  headingSchema,
  imageIdSchema,
  itemAs,
  linesSchema,
  nameSchema,
  paragraphsSchema,
  propertyIdSchema,
  quoteSchema,
  sectionIdSchema,
  toneSchema,
  variantOf,
} from './fields';

/*
 * Kinds led by words: the hero with the page's h1, a story beside a photo or a quote, and prose
 * (a heading and paragraphs, or words set large on a dark band).
 */

/** Each page's photo-led opening, with its h1. */
export const heroBlock = labelled(
  z.object({
    type: z.literal('hero'),
    name: nameSchema,
    image: labelled(
      imageIdSchema,
      'Photo at the top',
      'The photo that fills the top of the page behind the heading. Picked from the photos in Photos.',
    ),
    title: labelled(
      textSchema,
      'Main heading · मुख्य शीर्षक',
      'The page’s large heading over the photo, the first thing a guest reads.',
    ),
    /** A small line over the title. */
    eyebrow: labelled(
      textSchema,
      'Small line above the heading · शीर्षक के ऊपर की छोटी पंक्ति',
      'A few words in small capital letters just above the heading. Not shown when there is a badge. Optional.',
    ).optional(),
    /** A glass badge over the title instead; `property` draws that property's status badge. */
    badge: labelled(
      textSchema,
      'Badge above the heading',
      'A short label in a pale rounded frame above the heading, instead of the small line. Optional.',
    ).optional(),
    property: labelled(
      propertyIdSchema,
      'House whose badge shows',
      'Shows that house’s own status badge (such as Open for stays) above the heading, instead of the badge words. Only on the house’s own page.',
    ).optional(),
    lead: labelled(
      textSchema,
      'Intro under the heading · शीर्षक के नीचे का परिचय',
      'A sentence or two under the heading, over the photo.',
    ),
    height: labelled(
      z.enum(['home', 'full', 'tall', 'medium']),
      'Height of the photo',
      'How much of the screen the top photo fills: home (tallest, for the home page), full (the whole screen), tall (three quarters) or medium (a little over half, the usual).',
    ).default('medium'),
    actions: labelled(
      z.array(actionSchema),
      'Buttons on the photo',
      'The buttons under the intro; the first stands out, the others are outlined. Can be left empty.',
    ).default([]),
    /** How the buttons are drawn over the photo: 'dark' leads with the clay button. */
    actionsOn: labelled(
      z.enum(['dark', 'clay']),
      'Colour of the first button',
      'dark: the first button in clay colour (the usual); clay: the first button light, for a warm photo. The other buttons are outlined in both.',
    ).default('dark'),
    /** 'row' stacks the buttons full width on phones; 'button' keeps a lone one its own size. */
    actionsAs: labelled(
      z.enum(['row', 'button']),
      'Button width on phones',
      'row: the buttons stack, each the full width of a phone (the usual); button: a single button keeps its own size.',
    ).default('row'),
    /** How a button to a section of this same page goes there: 'scroll' glides, with an arrow down. */
    anchors: labelled(
      z.enum(['jump', 'scroll']),
      'How buttons go down the page',
      'For a button to a section of this same page: jump goes there at once (the usual); scroll glides down to it, with an arrow pointing down.',
    ).default('jump'),
    quote: labelled(
      quoteSchema,
      'Guest words on the photo',
      'Someone’s words in italics under the buttons, with their name under them. Optional.',
    ).optional(),
  }),
  'Large photo with title',
  'The page’s opening: a photo across the screen with the page’s main heading, an intro, buttons and perhaps a guest’s words.',
);

const statementLabelSchema = labelled(
  textSchema,
  'Small heading of the band',
  'sentence: the small heading over the sentence. quote and pause: not shown, but read to visitors who use a screen reader as the name of the band.',
);

const statementLinesSchema = linesSchema(
  {
    title: 'Lines set large · बड़े अक्षरों की पंक्तियाँ',
    description:
      'sentence: the sentence set large (one or more lines). pause: the few lines of the pause. Each entry is a line of its own, in large italics.',
  },
  { title: 'One line · एक पंक्ति', description: 'One line, set large in italics.' },
);

const proseVariants =
  'plain: a heading and a few paragraphs; sentence: a line set large on a dark band under a small heading; quote: someone’s words set large on a dark band; pause: a few lines on a dark band, a breath between sections.';

const statementForms = [
  block('prose', {
    variant: variantOf('sentence', proseVariants),
    id: sectionIdSchema,
    label: statementLabelSchema,
    text: statementLinesSchema,
    note: labelled(
      textSchema,
      'Small note under it',
      'A quieter line under the sentence. Only in sentence; optional.',
    ).optional(),
  }),
  block('prose', {
    variant: variantOf('quote', proseVariants),
    id: sectionIdSchema,
    label: statementLabelSchema,
    quote: labelled(
      quoteSchema,
      'Words set large',
      'quote only: someone’s words set large in italics, their name under them.',
    ),
  }),
  block('prose', {
    variant: variantOf('pause', proseVariants),
    label: statementLabelSchema,
    text: statementLinesSchema,
  }),
] as const;

const storyImageSchema = labelled(
  imageIdSchema,
  'Photo beside the story',
  'portrait and house: the photo beside the words. Picked from the photos in Photos.',
);

const storyLineSchema = labelled(
  textSchema,
  'Line set apart',
  'portrait: a signature under the paragraphs, such as Founder, Smriti. house: a line of the story set apart in large italics. Optional.',
);

const storyQuoteSchema = labelled(
  quoteSchema,
  'Quote beside the story',
  'quote and facts: someone’s words set large beside the paragraphs, with their name.',
);

const storyCommon = {
  id: sectionIdSchema,
  heading: headingSchema,
  text: paragraphsSchema,
};

const storyVariants =
  'portrait: a portrait photo beside the words; house: a photo of the house and a line set apart; quote: a two-line title beside a large quote; facts: a quote and a few short facts beside the words.';

/**
 * A heading and paragraphs beside a photograph or beside someone's words. 'portrait': a portrait
 * photograph on either side, an optional signature under the prose; 'house': a photograph of the
 * house, an optional line of the story set apart under a rule; 'quote': a heading in two lines
 * (the second, `accent`, in italic) beside a large pull quote; 'facts': the quote beside the
 * prose with a few short facts under it (`title` names each fact).
 */
export const storyBlock = labelled(
  z.discriminatedUnion('variant', [
    block('story', {
      variant: variantOf('portrait', storyVariants),
      ...storyCommon,
      image: storyImageSchema,
      imageSide: labelled(
        z.enum(['left', 'right']),
        'Side of the photo',
        'portrait only: the photo on the left or the right of the words on wide screens; on phones it is always above them.',
      ).default('left'),
      line: storyLineSchema.optional(),
    }),
    block('story', {
      variant: variantOf('house', storyVariants),
      ...storyCommon,
      tone: toneSchema.default('parchment'),
      image: storyImageSchema,
      line: storyLineSchema.optional(),
    }),
    block('story', {
      variant: variantOf('quote', storyVariants),
      ...storyCommon,
      accent: labelled(
        textSchema,
        'Second line of the title',
        'quote only: the second line of the title, in clay-coloured italics.',
      ),
      quote: storyQuoteSchema,
    }),
    block('story', {
      variant: variantOf('facts', storyVariants),
      ...storyCommon,
      quote: storyQuoteSchema,
      items: labelled(
        z
          .array(
            itemAs(
              {
                title: 'Name of the fact',
                description: 'The small name of this fact, such as Built.',
              },
              {
                title: 'Value of the fact',
                description: 'What the fact says, set larger beside its name, such as 1885.',
              },
            ).required({ text: true }),
          )
          .min(1),
        'Short facts under the quote',
        'facts only: a few short facts under the quote, each a name and its value. At least one.',
      ),
    }),
  ]),
  'Story with a photo',
  `A heading and paragraphs beside a photo or someone’s words. Layout ${storyVariants}`,
);

/**
 * Words with nothing else to show. 'plain': a heading and a few paragraphs; the others give the
 * words a dark band of their own, with nothing to click: 'sentence' sets one line large under
 * `label` (a small heading) and an optional `note`; 'quote' someone's words, the band named by
 * `label` alone; 'pause' a few lines as a breath between sections, also named by `label`.
 */
export const proseBlock = labelled(
  z.discriminatedUnion('variant', [
    headedBlock('prose', {
      variant: variantOf('plain', proseVariants),
      text: paragraphsSchema,
    }),
    ...statementForms,
  ]),
  'Words on their own',
  `Words with nothing else beside them. Layout ${proseVariants}`,
);
