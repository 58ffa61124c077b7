import { z } from 'zod';
import { timings } from '../timings';
import { labelled, textSchema } from '../schema';
import {
  actionSchema,
  anchorSchema,
  block,
  carouselLabelSchema,
  chatLineSchema,
  delaySchema,
  headedBlock,
  headingSchema,
  imageIdSchema,
  instagramAccountSchema,
  itemAs,
  itemSchema,
  sectionIdSchema,
  templateSchema,
  toneSchema,
  variantOf,
} from './fields';

/*
 * Cards, one per thing: the plain grids, and the ways of drawing them that a single section needs
 * (a carousel, the houses, the rooms, a day's light, ways in, ways to write). A variant's list
 * whose items have a shape of their own (the ways in, the channels) is named apart from `items`:
 * the editor merges a kind's variants into one form, and one key there has one shape.
 */

const cardsCommon = { id: sectionIdSchema, tone: toneSchema.optional(), heading: headingSchema };

const cardsVariants =
  'feature: an icon, a title and a sentence per card; tile: only an icon and a title; photo: a photo, a title and a sentence; placeholder: large dashed tiles for what is still to come; carousel: icon cards that slide on phones; houses: a card per house with its status and a link; strip: a row of everyday photos beside the Instagram button; rooms: the rooms in photos with their prices; inset: things to do, the heading in the first place of the grid; daylight: parts of the day, each card in its light; question: kinds of guests, then a question on a dark panel; ways: photo cards, each with a button; contacts: e-mail, chat and Instagram cards.';

/** The cards of a grid: the same words whichever way it is drawn. */
const cardListOf = <T extends z.ZodType>(item: T) =>
  labelled(
    z.array(item).min(1),
    'Cards in this section',
    'One card each, in order. feature: title and text, an icon if wanted. tile: icon and title. photo: photo, title and text. placeholder: icon, title and text. At least one.',
  );

/** Cards with an icon: a carousel on phones, a grid on wide screens. */
const featuresBlock = labelled(
  headedBlock('cards', {
    variant: variantOf('carousel', cardsVariants),
    items: labelled(
      z.array(itemSchema).min(1),
      'Cards in this section',
      'One card each: an icon, a title and a sentence or two. At least one.',
    ),
    carouselLabel: carouselLabelSchema,
    /** Milliseconds between slides of the phone carousel. */
    delay: delaySchema,
    /** The wide grid: 'thirds' puts three on the first row and two under them. */
    grid: labelled(
      z.enum(['thirds', 'fours']),
      'Card layout on wide screens',
      'thirds: three cards on the first row and two under them (for five cards); fours: four cards in a row.',
    ),
  }),
  'Cards that slide on phones',
  'Cards with an icon, a title and a sentence: a slideshow on phones, a grid on wide screens.',
);

/** One card per property, each with its status and a link. */
const propertyCardsBlock = labelled(
  headedBlock('cards', {
    variant: variantOf('houses', cardsVariants),
    /**
     * Where each card leads: to the property's own page, by a link whose words hold the property's
     * name ("Visit {name}": each language puts the name where its word order wants it); or down to the property's section of this page, the whole
     * card a link ending in `label`.
     */
    link: labelled(
      z.discriminatedUnion('to', [
        labelled(
          z.object({
            to: z.literal('page'),
            visit: labelled(
              templateSchema('name'),
              'Words of the link',
              'The link at the foot of each card, with {name} where the house’s name goes, such as Visit {name}. Must contain {name}.',
            ),
          }),
          'Each card leads to the house’s page',
          'A link at the foot of each card opens that house’s own page.',
        ),
        labelled(
          z.object({
            to: z.literal('section'),
            label: labelled(
              textSchema,
              'Words at the foot of the card',
              'The whole card leads down to the house’s section of this page; these words end it, such as Read more.',
            ),
          }),
          'Each card leads down this page',
          'The whole card is a link down to that house’s section further down this same page.',
        ),
      ]),
      'Where each card leads',
      'To each house’s own page, or down to its section of this page.',
    ),
  }),
  'Cards for the three houses',
  'One card per house with its status, name and a link: the houses themselves come from The houses and their stages.',
);

/** A row of everyday photographs, the owner's Instagram beside the heading, and a way on. */
const socialArchiveBlock = labelled(
  headedBlock('cards', {
    variant: variantOf('strip', cardsVariants),
    /** The Instagram button: 'Follow {handle}'. */
    follow: labelled(
      templateSchema('handle'),
      'Words of the Instagram button',
      'The button beside the heading, with {handle} where the Instagram name goes, such as Follow {handle}. Must contain {handle}.',
    ),
    images: labelled(
      z.array(imageIdSchema).min(1),
      'Everyday photos',
      'The photos in the row, in order; six fill it on wide screens. Each must match a photo in Photos.',
    ),
    action: labelled(
      actionSchema,
      'Button under the photos',
      'A quiet link under the row of photos, leading on.',
    ),
  }),
  'Row of everyday photos',
  'A row of everyday photos from the houses, the Instagram button beside the heading, and a link on.',
);

/** Chaaya's rooms (content/houses/<id>/rooms.yaml) in photographs with their rates, and a link on. */
const roomsBlock = labelled(
  headedBlock('cards', {
    variant: variantOf('rooms', cardsVariants),
    action: labelled(
      actionSchema,
      'Button beside the heading',
      'The button beside the heading, such as a link to the homestay page.',
    ),
  }),
  'Rooms with their prices',
  'The house’s rooms in photos with their prices, from Rooms and prices, and a button.',
);

/** Things to do, the heading taking the first cell of their grid. */
const localExperiencesBlock = labelled(
  headedBlock('cards', {
    variant: variantOf('inset', cardsVariants),
    /** Only the first `timings.maxLifeExperiences` are shown. */
    items: labelled(
      z.array(itemSchema.required({ icon: true, text: true })).min(1),
      'Things to do',
      `One card per thing to do, with an icon, a title and a sentence. Only the first ${timings.maxLifeExperiences} are shown.`,
    ),
  }),
  'Things to do nearby',
  'Things to do around the house, a card each, the heading taking the first place of the grid.',
);

/** Parts of a day, each card washed with its light. */
const dayRhythmBlock = labelled(
  block('cards', {
    variant: variantOf('daylight', cardsVariants),
    id: sectionIdSchema,
    tone: toneSchema.default('linen'),
    heading: headingSchema,
    items: labelled(
      z
        .array(
          itemAs(
            {
              title: 'Part of the day',
              description: 'The name of this part of the day, such as Morning.',
            },
            {
              title: 'What happens then',
              description: 'A sentence or two about this part of the day at the house.',
            },
          ).required({ icon: true, text: true }),
        )
        .min(1),
      'Parts of the day, in order',
      'One card per part of the day, in order, each with an icon; the cards take the colours of morning, afternoon and evening.',
    ),
  }),
  'Parts of the day',
  'Morning, afternoon and evening at the house, a card each.',
);

/** Who a place is for, a card each, then the one question that decides it and how to answer. */
const audienceBlock = labelled(
  block('cards', {
    variant: variantOf('question', cardsVariants),
    id: sectionIdSchema,
    heading: headingSchema,
    items: labelled(
      z
        .array(
          itemAs(
            {
              title: 'Name of the group',
              description: 'The name of this group of guests, such as Sacred Seekers.',
            },
            {
              title: 'About them',
              description: 'A sentence or two about who they are and why the place is for them.',
            },
          ).required({ text: true }),
        )
        .min(1),
      'Kinds of guests',
      'One card per kind of guest the place is for, two side by side. At least one.',
    ),
    question: labelled(
      textSchema,
      'The deciding question',
      'The one question set large on a dark panel under the cards, such as Are you ready to be undone, gently?',
    ),
    action: labelled(
      actionSchema,
      'Button under the question',
      'The button on the dark panel, answering the question.',
    ),
  }),
  'Who it is for',
  'Who a place is for, a card each, then the question that decides it and a button.',
);

/** Ways in, a card each: a photograph, a few lines and the chat (or page) it opens. */
const pathsBlock = labelled(
  headedBlock('cards', {
    variant: variantOf('ways', cardsVariants),
    ways: labelled(
      z
        .array(
          itemSchema.required({ text: true, image: true }).extend({
            /** The card's own anchor, for the id its heading gets. */
            id: labelled(
              anchorSchema,
              'Link name of the card',
              'The card’s own name, never shown: lowercase letters, digits and dashes. The Hindi page finds the card by it, so change it only together with it.',
            ),
            eyebrow: labelled(
              textSchema,
              'Small line above the title · शीर्षक के ऊपर की छोटी पंक्ति',
              'A few words in small capital letters above the card’s title, such as For guests.',
            ),
            action: labelled(
              actionSchema,
              'Button on the card',
              'The button at the foot of the card, usually a chat with the right person.',
            ),
          }),
        )
        .min(1),
      'Ways in',
      'One card per way in, two side by side: a photo, a small line, a title, a few lines and a button. At least one.',
    ),
  }),
  'Ways in, as photo cards',
  'Ways in side by side, each a photo, a few lines and the chat or page it opens.',
);

const channelCommon = {
  id: labelled(
    anchorSchema,
    'Link name of the card',
    'The card’s own name, never shown: lowercase letters, digits and dashes. The Hindi page finds the card by it, so change it only together with it.',
  ),
  title: labelled(
    textSchema,
    'Card title · कार्ड का शीर्षक',
    'The heading of this card, such as Write or Chat.',
  ),
  text: labelled(
    textSchema,
    'Card text · कार्ड पर लिखी बात',
    'A sentence or two saying what this way of reaching the family is best for.',
  ),
};

/** One kind of channel and its links: the owner's e-mail, chat numbers or Instagram profiles. */
const channelGroupSchema = z.discriminatedUnion('channel', [
  labelled(
    z.object({
      channel: z.literal('email'),
      ...channelCommon,
      caption: labelled(
        textSchema,
        'Line over the address',
        'The small line over the family’s e-mail address, such as E-mail.',
      ),
    }),
    'E-mail card',
    'A card with the family’s e-mail address, as set in Contact numbers, e-mail and links.',
  ),
  labelled(
    z.object({
      channel: z.literal('chat'),
      ...channelCommon,
      /** Which of the owner's numbers, and what it is for. */
      items: labelled(
        z
          .array(
            z.object({
              line: chatLineSchema,
              caption: labelled(
                textSchema,
                'What the number is for',
                'The small line over the number, such as Stays and bookings.',
              ),
            }),
          )
          .min(1),
        'Chat numbers on the card',
        'One link per chat number, each opening a chat in a new tab. At least one.',
      ),
    }),
    'Chat numbers card',
    'A card with links to the family’s chat numbers.',
  ),
  labelled(
    z.object({
      channel: z.literal('instagram'),
      ...channelCommon,
      /** The owner's profiles (content/site.yaml `social`), each captioned there. */
      items: labelled(
        z
          .array(
            labelled(
              instagramAccountSchema,
              'Which Instagram account',
              'family: the family’s own account, under Contact numbers, e-mail and links; or a house, whose account is in its own file under Houses.',
            ),
          )
          .min(1),
        'Instagram accounts on the card',
        'The accounts linked on this card, in order. At least one.',
      ),
    }),
    'Instagram card',
    'A card with links to the family’s Instagram accounts.',
  ),
]);

/** Every way to reach the owner, readable without JavaScript. */
const channelsBlock = labelled(
  headedBlock('cards', {
    variant: variantOf('contacts', cardsVariants),
    channels: labelled(
      z.array(channelGroupSchema).min(1),
      'Ways to reach us',
      'One card per way of reaching the family: e-mail, chat or Instagram. At least one.',
    ),
  }),
  'Every way to reach us',
  'Every way to reach the family, a card each: e-mail, chat numbers and Instagram.',
);

/**
 * A grid of cards, one per item. 'feature': an optional icon, a title and a sentence, three
 * across (two in a column beside a panel); 'tile': only an icon and a label, two then four
 * across; 'photo': led by a photograph, three across; 'placeholder': large dashed tiles under the
 * page's h1, for things still to come, `note` at the foot of each.
 */
export const cardsBlock = labelled(
  z.discriminatedUnion('variant', [
    block('cards', {
      variant: variantOf('feature', cardsVariants),
      ...cardsCommon,
      columns: labelled(
        z.union([z.literal(2), z.literal(3)]),
        'Number of columns (2 or 3)',
        'feature only: how many cards stand side by side on wide screens: 3, or 2 when the section sits beside a side panel.',
      ).default(3),
      items: cardListOf(itemSchema),
    }),
    block('cards', {
      variant: variantOf('tile', cardsVariants),
      ...cardsCommon,
      items: cardListOf(itemSchema.required({ icon: true })),
    }),
    block('cards', {
      variant: variantOf('photo', cardsVariants),
      ...cardsCommon,
      items: cardListOf(itemSchema.required({ image: true, text: true })),
    }),
    block('cards', {
      variant: variantOf('placeholder', cardsVariants),
      ...cardsCommon,
      items: cardListOf(itemSchema.required({ icon: true, text: true })),
      note: labelled(
        textSchema,
        'Note at the foot of each card',
        'placeholder only: the small line at the bottom of every tile, such as Coming soon.',
      ),
    }),
    featuresBlock,
    propertyCardsBlock,
    socialArchiveBlock,
    roomsBlock,
    localExperiencesBlock,
    dayRhythmBlock,
    audienceBlock,
    pathsBlock,
    channelsBlock,
  ]),
  'Cards, one per thing',
  `A heading over cards, one per item: a plain grid, or cards drawn their own way. Layout ${cardsVariants}`,
);
