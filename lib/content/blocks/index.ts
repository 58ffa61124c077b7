import { z } from 'zod';
import { labelled, textSchema } from '../schema';
import { actionSchema, headingSchema, itemSchema, quoteSchema } from './fields';
import { heroBlock, proseBlock, storyBlock } from './prose';
import { cardsBlock } from './cards';
import { factsBlock, locationBlock } from './figure-blocks';
import { payBlock } from './pay-block';
import { closingBlock, galleryBlock, propertyBlock, quotesBlock, stepsBlock } from './places';
import {
  contactFormBlock,
  gettingThereBlock,
  houseRulesBlock,
  inventoryBlock,
  monthsBlock,
  questionsBlock,
  roomTabsBlock,
  stayRequestBlock,
} from './stay-blocks';

export { actionSchema, headingSchema, imageIdSchema, itemSchema, quoteSchema } from './fields';

/*
 * The blocks a page is made of. A page in content/pages/ is a list of these; the one renderer
 * (components/sections/PageBlocks.tsx) draws each with the shared widgets. Every list of things
 * is `items`, every sentence under a title is `text`, every button is an action: one shape each,
 * so a section can move from one page to another, or into a second language, unchanged. A kind
 * drawn in more than one way names its `variant`: content picks a way, never classes.
 *
 * Every field carries its label and hint for the editor (`labelled`), in the family's words. A
 * key that several forms of one kind share (a story's `image` in 'portrait' and 'house') is one
 * schema, labelled once, so the editor finds the same words whichever form it reads them from.
 */

/**
 * Every section a page may use. New kinds are added here and drawn in
 * components/sections/PageBlocks.tsx; the compiler holds the two together.
 */
const sectionBlocks = [
  heroBlock,
  storyBlock,
  cardsBlock,
  factsBlock,
  closingBlock,
  proseBlock,
  galleryBlock,
  quotesBlock,
  stepsBlock,
  propertyBlock,
  roomTabsBlock,
  locationBlock,
  stayRequestBlock,
  gettingThereBlock,
  monthsBlock,
  houseRulesBlock,
  questionsBlock,
  contactFormBlock,
  inventoryBlock,
  payBlock,
] as const;

export const sectionSchema = z.discriminatedUnion('type', sectionBlocks);

/** The sections inside a side-panel or floating-button group, in reading order. */
const innerSectionsSchema = (hint: string) =>
  labelled(z.array(sectionSchema).min(1), 'Sections in the group', hint);

/**
 * Sections that sit in a column beside a sticky side panel on wide screens (the panel comes
 * after them on phones). The panel is a section of its own, named on /wireframe like the rest.
 */
const asideBlock = labelled(
  z.object({
    type: z.literal('aside'),
    /**
     * 'ruled': the column's sections keep their own padding, divided by hairlines; 'spaced': they
     * are set apart by space alone, the column padded once.
     */
    column: labelled(
      z.enum(['ruled', 'spaced']),
      'How the sections are parted',
      'ruled: the sections in the column are parted by thin lines; spaced: by space alone.',
    ),
    /** The side panel's accessible name. */
    asideLabel: labelled(
      textSchema,
      'Name of the side panel',
      'Names the side panel for visitors who use a screen reader, such as Plan your stay; not shown.',
    ),
    aside: labelled(
      sectionSchema,
      'The side panel',
      'The section in the panel that stays in view beside the column on wide screens, and comes after it on phones.',
    ),
    blocks: innerSectionsSchema(
      'The sections in the column beside the panel, from top to bottom. At least one.',
    ),
  }),
  'Sections beside a side panel',
  'A column of sections with a side panel that stays in view beside them on wide screens; on phones the panel comes after them.',
);

/**
 * Sections with a button that floats over them on phones and tablets, from the first of them to
 * the end of the last: sticky inside their wrapper, it cannot ride beyond it.
 */
const floatingBlock = labelled(
  z.object({
    type: z.literal('floating'),
    float: labelled(
      actionSchema,
      'Floating button',
      'The button that floats over these sections on phones and tablets, such as Reserve Now.',
    ),
    blocks: innerSectionsSchema(
      'The sections the button floats over, from top to bottom. At least one.',
    ),
  }),
  'Sections under a floating button',
  'Sections with a button that floats over them on phones and tablets, from the first of them to the end of the last.',
);

export const blockSchema = z.discriminatedUnion('type', [
  ...sectionBlocks,
  asideBlock,
  floatingBlock,
]);

export type Block = z.output<typeof blockSchema>;
export type Section = z.output<typeof sectionSchema>;
export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;
/** One way of drawing a kind: the section of kind T in its variant V. */
export type VariantBlock<
  T extends Block['type'],
  V extends Extract<Block, { type: T; variant: string }>['variant'],
> = Extract<Block, { type: T; variant: V }>;
export type Action = z.output<typeof actionSchema>;
export type Item = z.output<typeof itemSchema>;
export type Quote = z.output<typeof quoteSchema>;
export type Heading = z.output<typeof headingSchema>;
/** A block as content writes it, before defaults: for a section written once and placed twice. */
export type BlockInput<T extends Block['type']> = Extract<z.input<typeof blockSchema>, { type: T }>;

/** The contact form's words, which its island and its no-script note read from the page. */
export type ContactFormCopy = Pick<
  BlockOf<'contactForm'>,
  'legend' | 'fields' | 'submit' | 'sending' | 'success' | 'failure'
>;
