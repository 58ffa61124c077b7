import { z } from 'zod';
import { labelled, textSchema } from '../schema';
import {
  actionSchema,
  alignSchema,
  block,
  carouselLabelSchema,
  delaySchema,
  headedBlock,
  headingSchema,
  imageIdSchema,
  instagramAccountSchema,
  itemAs,
  linesSchema,
  mapSchema,
  pageLinkSchema,
  propertyIdSchema,
  quoteSchema,
  ratedWithSource,
  sectionIdSchema,
  stepSchema,
  templateSchema,
  toneSchema,
  variantOf,
} from './fields';

/*
 * Invitations with buttons (closing, the 404's ways back, the booking panel), houses, numbered
 * steps, photo galleries and guests' words.
 */

const closingCommon = {
  id: sectionIdSchema,
  heading: headingSchema,
  actions: labelled(
    z.array(actionSchema).min(1),
    'Buttons at the end',
    'The ways on, at least one. A single button to a page gets an arrow; several make a row, the first standing out.',
  ),
};

const closingImageSchema = labelled(
  imageIdSchema,
  'Photo of the invitation',
  'beside: a portrait photo beside the words, shown from tablets up. photo: the photo behind the words, darkened so they read. Picked from the photos in Photos.',
);

const closingVariants =
  'band: centred on a clay band; beside: on clay beside a portrait photo; photo: over a darkened photo, with the house’s Instagram if wanted; page: a short page of its own, its heading and a row of buttons back; panel: a side panel with the room prices, buttons and a quiet link.';

const propertyVariants =
  'beside: one house beside its photo, with a few points and the link to its page; featured: the house open for stays, with figures, a slideshow of its photos, a card to write to the family and the map.';

const stepsVariants =
  'numbered: stages in order, each under a large number; next: what happens after a guest writes, numbered cards, buttons on and how to reach the concierge meanwhile.';

const galleryVariants =
  'groups: photos grouped by their category, each opening large when tapped; wide: one wide photo over a row of smaller ones.';

/** Guests' and neighbours' words, a card each. */
export const quotesBlock = labelled(
  headedBlock('quotes', {
    align: alignSchema.default('left'),
    columns: labelled(
      z.union([z.literal(2), z.literal(3)]),
      'Number of columns (2 or 3)',
      'How many quote cards stand side by side on wide screens. Beside a side panel they are always 2.',
    ).default(3),
    items: labelled(
      z
        .array(
          quoteSchema.refine(ratedWithSource, {
            message:
              'stars are shown only with where they were given: fill in where and when it was written',
            path: ['rating'],
          }),
        )
        .min(1),
      'Quote cards',
      'One card per guest or neighbour: their words, their name, and if wanted a line about their stay and their stars. At least one.',
    ),
  }),
  'Words of guests',
  'Guests’ and neighbours’ words, a card each.',
);

/**
 * The house open for stays: its name and status, a few figures, a carousel of its photographs,
 * then a card to write to the family and the map.
 */
const featuredPropertyBlock = labelled(
  block('property', {
    variant: variantOf('featured', propertyVariants),
    id: sectionIdSchema,
    tone: toneSchema.optional(),
    property: labelled(
      propertyIdSchema,
      'House shown',
      'Which house this section presents; its name, stage and summary come from its file under Houses.',
    ),
    eyebrow: labelled(
      textSchema,
      'Small line above the name · नाम के ऊपर की छोटी पंक्ति',
      'A few words in small capital letters above the house’s name, such as Featured Sanctuary.',
    ),
    /** Short figures under the summary: what (`title`, "Built") and how much (`text`, "1885"). */
    figures: labelled(
      z
        .array(
          itemAs(
            {
              title: 'Name of the figure',
              description: 'What the figure is, in small letters, such as Built.',
            },
            {
              title: 'The figure',
              description: 'The figure set large under its name, such as 1885 or {since}.',
            },
          ).required({ text: true }),
        )
        .min(1),
      'Figures under the summary',
      'A few short figures in a row under the house’s summary, three fit best. At least one.',
    ),
    /** The link to the property's own page. */
    link: pageLinkSchema,
    carouselLabel: carouselLabelSchema,
    /** Milliseconds between slides. */
    delay: delaySchema,
    images: labelled(
      z.array(imageIdSchema).min(1),
      'Photos of the slideshow',
      'The photos that slide beside the house’s summary, in order; each must match a photo in Photos. At least one.',
    ),
    /** The card beside the map: a heading, a sentence and the way to write. */
    card: labelled(
      z.object({
        title: labelled(
          textSchema,
          'Heading of the card',
          'The heading of the clay card beside the map, such as Ask the Family.',
        ),
        text: labelled(
          textSchema,
          'Sentence on the card',
          'A sentence or two under the heading; the booking terms are listed under it by themselves.',
        ),
        action: labelled(
          actionSchema,
          'Button on the card',
          'The button at the foot of the card, usually a chat about a stay.',
        ),
      }),
      'Card beside the map',
      'The clay card under the photos that invites guests to write, with the booking terms.',
    ),
    map: mapSchema,
  }),
  'House open for stays',
  'The house open for stays: its name and status, a few figures, a slideshow of its photos, a card to write to the family and the map.',
);

/**
 * The page after an enquiry under its h1: numbered next steps, ways on, and how to reach the
 * concierge meanwhile.
 */
const nextStepsBlock = labelled(
  block('steps', {
    variant: variantOf('next', stepsVariants),
    id: sectionIdSchema,
    heading: headingSchema,
    /** Before each step's number and title, for screen readers: 'Step 1: Confirmation'. */
    stepLabel: labelled(
      textSchema,
      'Word before each number',
      'Read before each step’s number to visitors who use a screen reader (Step 1: …); not shown.',
    ),
    items: labelled(
      z.array(stepSchema).min(1),
      'Steps in order',
      'What happens next, one card per step, numbered in this order. At least one.',
    ),
    actions: labelled(
      z.array(actionSchema).min(1),
      'Buttons under the steps',
      'Where to go next, in a row; the first stands out. At least one.',
    ),
    /** Under a rule: a question, then the e-mail address and the concierge's chat. */
    contact: labelled(
      z.object({
        title: labelled(
          textSchema,
          'Question above the contacts',
          'A heading under a thin line, before the e-mail address and the chat button.',
        ),
        /** The concierge's chat button: 'Message {number}'. */
        message: labelled(
          templateSchema('number'),
          'Words of the chat button',
          'The button to the concierge’s chat, with {number} where the number goes, such as Message {number}. Must contain {number}.',
        ),
      }),
      'How to reach us meanwhile',
      'The end of the section: a question, the e-mail address and the concierge’s chat.',
    ),
  }),
  'Next steps after writing',
  'The page after an enquiry: numbered next steps, buttons on, and how to reach the concierge meanwhile.',
);

/** One wide photograph over a row of smaller ones. */
const viewsBlock = labelled(
  headedBlock('gallery', {
    variant: variantOf('wide', galleryVariants),
    items: labelled(
      z.array(imageIdSchema).min(1),
      'Photos of the views',
      'The first photo is shown wide, the others in a row under it (three fit). Each must match a photo in Photos.',
    ),
  }),
  'Wide photo over a row',
  'A heading, one wide photo and a row of smaller ones under it.',
);

/** The side panel that books: the rates and terms, buttons, and one quiet link on. */
const bookingPanelBlock = labelled(
  block('closing', {
    variant: variantOf('panel', closingVariants),
    title: labelled(
      textSchema,
      'Heading of the panel',
      'The heading of the side panel, such as Plan your stay.',
    ),
    lead: labelled(
      textSchema,
      'Line under the heading',
      'A sentence under the heading; the room prices follow by themselves.',
    ),
    /** The first leads, the others step back. */
    actions: labelled(
      z.array(actionSchema).min(1),
      'Booking buttons',
      'The buttons under the prices, one under another; the first stands out. At least one.',
    ),
    more: labelled(
      actionSchema,
      'Quiet link at the foot',
      'One quiet link under the booking terms, at the very end of the panel.',
    ),
  }),
  'Booking side panel',
  'The side panel that books: the room prices and terms, buttons, and one quiet link.',
);

/** A short page of its own: the h1, a sentence and a row of ways back. */
const waysBackBlock = labelled(
  block('closing', {
    variant: variantOf('page', closingVariants),
    heading: headingSchema,
    /** The row of links' accessible name. */
    label: labelled(
      textSchema,
      'Name of the row of buttons',
      'Names the row of buttons for visitors who use a screen reader; not shown.',
    ),
    actions: labelled(
      z.array(actionSchema).min(1),
      'Ways back',
      'The buttons back into the site; the first stands out. At least one.',
    ),
  }),
  'Short page with ways back',
  'A short page of its own, like the page not found: the heading, a sentence and a row of buttons back.',
);

/**
 * A page's last word, asking the reader on: its heading and the ways on. 'band': centred on a
 * clay band (a lone way on is a button with an arrow, more become a row); 'beside': on clay,
 * beside a portrait photograph shown from tablets up; 'photo': over a photograph under a night
 * scrim, and optionally Chaaya's Instagram (content/site.yaml) under a line, before `suffix`.
 */
export const closingBlock = labelled(
  z.discriminatedUnion('variant', [
    block('closing', { variant: variantOf('band', closingVariants), ...closingCommon }),
    block('closing', {
      variant: variantOf('beside', closingVariants),
      ...closingCommon,
      image: closingImageSchema,
    }),
    block('closing', {
      variant: variantOf('photo', closingVariants),
      ...closingCommon,
      image: closingImageSchema,
      instagram: labelled(
        z.object({
          account: labelled(
            instagramAccountSchema,
            'Which Instagram account',
            'family: the family’s own account; or a house, whose account is in its own file under Houses.',
          ),
          lead: labelled(
            textSchema,
            'Line above the Instagram link',
            'The sentence over the link to the Instagram account, such as Follow the seasons at the house.',
          ),
          suffix: labelled(
            textSchema,
            'Words after the account name',
            'Shown on the link right after the house’s Instagram name, such as on Instagram.',
          ),
        }),
        'An Instagram account under the buttons',
        'photo only: a thin line, then a sentence and a link to the Instagram account. Leave empty for none.',
      ).optional(),
    }),
    waysBackBlock,
    bookingPanelBlock,
  ]),
  'Invitation with buttons',
  `A heading and the buttons on: a page’s last word, a short page of its own, or a side panel that books. Layout ${closingVariants}`,
);

/** Stages in order, each under a large numeral. */
export const stepsBlock = labelled(
  z.discriminatedUnion('variant', [
    headedBlock('steps', {
      variant: variantOf('numbered', stepsVariants),
      /** Three in a row from tablets, or two then four in a row on wide screens. */
      columns: labelled(
        z.union([z.literal(3), z.literal(4)]),
        'Number of columns (3 or 4)',
        '3: three steps in a row from tablets up; 4: two in a row on tablets, four on wide screens.',
      ).default(3),
      items: labelled(
        z.array(stepSchema).min(1),
        'Steps in order',
        'One entry per step, numbered in this order. At least one.',
      ),
    }),
    nextStepsBlock,
  ]),
  'Numbered steps',
  `Stages in order, each under a large number. Layout ${stepsVariants}`,
);

/** A property's photographs grouped by category (the first word of each slot's category). */
export const galleryBlock = labelled(
  z.discriminatedUnion('variant', [
    headedBlock('gallery', {
      variant: variantOf('groups', galleryVariants),
      /** The gallery's accessible name. */
      label: labelled(
        textSchema,
        'Name of the gallery',
        'Names the gallery for visitors who use a screen reader, such as Gallery of the farmstay; not shown on the page.',
      ),
      items: labelled(
        z.array(imageIdSchema).min(1),
        'Photos in the gallery',
        'The photos, in order; each must match a photo in Photos. They are grouped by the category each has in Photos. At least one.',
      ),
      /** A sentence under a category's heading, by category. */
      intros: labelled(
        z.record(z.string(), textSchema),
        'Sentence under each group',
        'A sentence under the heading of a group of photos: on the left the category exactly as in Photos (such as The House), on the right the sentence. Optional.',
      ).optional(),
      /**
       * Categories side by side on wide screens ('columns') or one under another; or 'grid': one
       * grid of every photo, its category under each.
       */
      layout: labelled(
        z.enum(['rows', 'columns', 'grid']),
        'Layout of the photos',
        'rows: each group of photos under the one before (the usual); columns: the groups side by side on wide screens; grid: one grid of all the photos, each with its category under it.',
      ).default('rows'),
      align: alignSchema.default('left'),
    }),
    viewsBlock,
  ]),
  'Photo gallery',
  `Photos under a heading: grouped by their category, or one wide over a row. Layout ${galleryVariants}`,
);

/**
 * One property beside its photograph: its label, name, status and summary, a few points that
 * set it apart, and the way to its own page. Its anchor is the property's id, which the
 * property cards link down to.
 */
export const propertyBlock = labelled(
  z.discriminatedUnion('variant', [
    featuredPropertyBlock,
    block('property', {
      variant: variantOf('beside', propertyVariants),
      id: labelled(
        sectionIdSchema,
        'Link name of the section',
        'beside: the house’s own short name, its folder’s name under Houses, as in House shown: the house cards lead down to it, and the Hindi page finds the section by it.',
      ),
      property: labelled(
        propertyIdSchema,
        'House shown',
        'Which house this section presents; its name, stage and summary come from its file under Houses.',
      ),
      tone: toneSchema.optional(),
      image: labelled(
        imageIdSchema,
        'Photo of the house',
        'The photo beside the house’s words. Picked from the photos in Photos.',
      ),
      imageSide: labelled(
        z.enum(['left', 'right']),
        'Side of the photo',
        'The photo on the left or the right of the words on wide screens; on phones it is always above them.',
      ).default('left'),
      items: linesSchema(
        {
          title: 'What sets it apart',
          description:
            'A few short points, each with a tick, under the house’s summary. At least one.',
        },
        { title: 'One point', description: 'One short point, such as Built in 1885.' },
      ),
      /** The link to the property's own page. */
      link: pageLinkSchema,
    }).refine((b) => b.id === b.property, {
      message: 'beside: the link name must be the house’s own short name, as under House shown',
      path: ['id'],
    }),
  ]),
  'One house and its photos',
  `One house: its name, status and summary beside its photos, and the link to its page. Layout ${propertyVariants}`,
);
