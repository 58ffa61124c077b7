import { z } from 'zod';
import slots from '../../content/images.json';
import { iconNameSchema } from './icon-names';
import { existingRoomIdSchema } from './room-ids';
import { codeString, type FieldWords, httpsUrlSchema, labelled, textSchema } from './schema';
import { timings } from './timings';

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

const imageIds = new Set(slots.images.map((img) => img.id));

/** A picture slot named in content/images.json. */
export const imageIdSchema = labelled(
  codeString(
    'image id',
    z.string().refine((id) => imageIds.has(id), {
      error: (i) => `"${String(i.input)}" is not an image slot in content/images.json`,
    }),
  ),
  'Which photo',
  'The name of a photo as listed in Photos and their descriptions, such as hero-home. The site will not build if no photo has this name.',
);

/** An anchor on the page: lower-case words joined by hyphens, so `#id` links stay readable. */
const anchorSchema = codeString(
  'anchor',
  z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be an anchor such as "our-story"'),
);

/** A section's anchor, as every section names it. */
const sectionIdSchema = labelled(
  anchorSchema,
  'Link name of the section',
  'The section’s name in the page’s address (#our-story): lowercase letters, digits and dashes, never shown. Links from other pages and the Hindi page find the section by it, so change it only together with them.',
);

/** What a section is called on /wireframe, the site's own map of its pages. */
const nameSchema = labelled(
  textSchema,
  'Name of this section · सेक्शन का नाम',
  'What the family calls this section: it names the section here in the editor and on the site map page (/wireframe), nowhere else on the site.',
);

/** A sentence with `{name}` where a value goes; one missing its place fails the build. */
const templateSchema = (...names: string[]) =>
  textSchema.refine((t) => names.every((n) => t.includes(`{${n}}`)), {
    error: `must contain ${names.map((n) => `{${n}}`).join(' and ')}`,
  });

const toneSchema = labelled(
  z.enum(['parchment', 'sand', 'linen', 'night', 'clay']),
  'Background colour',
  'The colour of the band behind this section: parchment (warm off-white), sand (light beige), linen (near white), night (dark, with light words) or clay (deep terracotta, with light words). Left empty, the section keeps its usual colour.',
);

/** How a kind drawn in several ways names its way: the same label on every form. */
const variantOf = <V extends string>(value: V, hint: string) =>
  labelled(z.literal(value), 'Layout of this section', hint);

/** The same words for a few lines, in every form that has them. */
const linesSchema = (words: FieldWords, line: FieldWords) =>
  labelled(
    z.array(labelled(textSchema, line.title, line.description)).min(1),
    words.title,
    words.description,
  );

const paragraphsSchema = linesSchema(
  {
    title: 'Paragraphs of text · पैराग्राफ़',
    description:
      'The words of the section, one paragraph per entry, in order. At least one. Words in curly brackets, such as {houseAge}, are filled in from Facts and figures.',
  },
  {
    title: 'One paragraph · एक पैराग्राफ़',
    description: 'One paragraph of the section, shown as written.',
  },
);

const eyebrowSchema = labelled(
  textSchema,
  'Small line above the title · शीर्षक के ऊपर की छोटी पंक्ति',
  'A few words in small capital letters just above the title, such as The Craft. Optional.',
);

const leadSchema = labelled(
  textSchema,
  'Intro under the title · शीर्षक के नीचे का परिचय',
  'A sentence or two in larger type under the title, leading into the section. Optional.',
);

/** The heading most sections open with. */
export const headingSchema = labelled(
  z.object({
    eyebrow: eyebrowSchema.optional(),
    title: labelled(
      textSchema,
      'Section title · सेक्शन का शीर्षक',
      'The large heading of this section, as guests read it on the page.',
    ),
    lead: leadSchema.optional(),
  }),
  'Heading of the section',
  'The heading this section opens with: a small line above, the title, and an intro under it.',
);

/** One thing in a list: a card, a belief, a step, a plan. */
export const itemSchema = z.object({
  title: labelled(
    textSchema,
    'Card title · कार्ड का शीर्षक',
    'The title of this card, in bold, as guests read it.',
  ),
  text: labelled(
    textSchema,
    'Card text · कार्ड पर लिखी बात',
    'A sentence or two under the title of this card.',
  ).optional(),
  icon: labelled(
    iconNameSchema,
    'Small icon',
    'A small drawing shown with the title, picked from the list of icons the site has.',
  ).optional(),
  image: labelled(
    imageIdSchema,
    'Photo on the card',
    'The photo at the top of this card. Must match the name of a photo in Photos.',
  ).optional(),
});

/**
 * `itemSchema` with its title and text named for what one list holds there: a figure and what it
 * counts, a fact's name and its value. The same checks; only the words beside the fields differ.
 */
const itemAs = (title: FieldWords, text: FieldWords) =>
  itemSchema.extend({
    title: labelled(textSchema, title.title, title.description),
    text: labelled(textSchema, text.title, text.description).optional(),
  });

/** What a guest wrote, and who; a review also has its stars and the stay it speaks of. */
export const quoteSchema = labelled(
  z.object({
    text: labelled(
      textSchema,
      'Their words · उनकी बातें',
      'What they said or wrote, without quotation marks: the page adds them.',
    ),
    by: labelled(
      textSchema,
      'Who said it',
      'Their name as it appears under the words, such as Meera S., guest at Chaaya.',
    ),
    context: labelled(
      textSchema,
      'About their stay',
      'A short line under the name on a quote card, such as Stayed at Chaaya in spring. Optional.',
    ).optional(),
    rating: labelled(
      z.number().min(1).max(5),
      'Stars given (1 to 5)',
      'The stars the guest gave, a number from 1 to 5, shown at the foot of the quote card. Optional.',
    ).optional(),
    stay: labelled(
      textSchema,
      'Stay they wrote about',
      'A line over the stars naming the stay, such as Heritage room, March. Shown only when stars are given. Optional.',
    ).optional(),
    source: labelled(
      textSchema,
      'Where and when it was written',
      'Shown beside the words, such as Chaaya’s guest book · April 2026 or Google review · March 2026. Needed with stars: a rating is shown only with where it was given. Guests’ words from Guests’ words and letters bring their own.',
    ).optional(),
    sourceLink: labelled(
      httpsUrlSchema,
      'Link to read it there',
      'The https:// address where the words can be read (the review on Google, Airbnb or Booking.com). Optional.',
    ).optional(),
  }),
  'Words of a guest',
  'Someone’s words and their name, shown in italics.',
);

/** Stars are shown only with where they were given: never a rating without its source. */
const ratedWithSource = (q: z.output<typeof quoteSchema>) =>
  q.rating === undefined || q.source !== undefined;

const chatKeySchema = labelled(
  z.enum([
    'general',
    'booking',
    'pricing',
    'sanUpdates',
    'vision',
    'chaayaQuick',
    'staycation',
    'restoreHome',
  ]),
  'Chat with a message',
  'Opens a chat with the family with this first message already typed; the messages are written in Chat messages guests start with. Fill in this or the page to open, not both.',
);

const actionLabelSchema = labelled(
  textSchema,
  'Button words · बटन पर लिखे शब्द',
  'What the button says, such as Come Stay With Us.',
);

/** A call to action: a page (or anchor) to open, or a chat with a prefilled message. */
export const actionSchema = z.union([
  z.object({
    label: actionLabelSchema,
    href: labelled(
      codeString('href', z.string().regex(/^[/#]/, 'must start with / or #')),
      'Page it opens',
      'Where the button leads: a page of this site starting with / (such as /contact), or a section of this page starting with # (such as #plan-your-stay). Fill in this or a chat, not both.',
    ),
  }),
  z.object({
    label: actionLabelSchema,
    chat: chatKeySchema,
    /** Which of the owner's chat numbers answers (content/site.yaml `chat`); stays by default. */
    line: labelled(
      z.enum(['stays', 'restoration', 'concierge']),
      'Chat number that answers',
      'Which of the family’s chat numbers the chat goes to: stays (the usual), restoration or concierge. Only with a chat; left empty, stays.',
    ).optional(),
  }),
]);

const propertyIdSchema = z.enum(['chaaya', 'san', 'awoka']);

const block = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z.object({ type: z.literal(type), name: nameSchema, ...shape });

/** The common shape: a section with an anchor, a tone and the heading it opens with. */
const headedBlock = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  block(type, {
    id: sectionIdSchema,
    tone: toneSchema.optional(),
    heading: headingSchema,
    ...shape,
  });

/** How long a phone carousel shows each slide. */
const delaySchema = labelled(
  z.number().int().positive(),
  'Time per slide (milliseconds)',
  'How long each slide stays on the phone slideshow before the next, in thousandths of a second: 4000 is 4 seconds. A whole number above 0.',
);

const carouselLabelSchema = labelled(
  textSchema,
  'Name of the slideshow',
  'Names the sliding cards or photos for visitors who use a screen reader; not shown on the page.',
);

/** Each page's photo-led opening, with its h1. */
const heroBlock = labelled(
  z.object({
    type: z.literal('hero'),
    name: nameSchema,
    image: labelled(
      imageIdSchema,
      'Photo at the top',
      'The photo that fills the top of the page behind the heading. Must match the name of a photo in Photos.',
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

/** Cards with an icon: a carousel on phones, a grid on wide screens. */
const featuresBlock = labelled(
  headedBlock('features', {
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

/**
 * Words given a dark band of their own, with nothing to click: 'sentence' sets one line large
 * under `label` (a small heading) and an optional `note`; 'quote' someone's words, the band named
 * by `label` alone; 'pause' a few lines as a breath between sections, also named by `label`.
 */
const statementBlock = labelled(
  z.discriminatedUnion('variant', [
    block('statement', {
      variant: variantOf(
        'sentence',
        'sentence: a line set large under a small heading; quote: someone’s words set large; pause: a few lines as a breath between sections.',
      ),
      id: sectionIdSchema,
      label: statementLabelSchema,
      text: statementLinesSchema,
      note: labelled(
        textSchema,
        'Small note under it',
        'A quieter line under the sentence. Only in sentence; optional.',
      ).optional(),
    }),
    block('statement', {
      variant: variantOf(
        'quote',
        'sentence: a line set large under a small heading; quote: someone’s words set large; pause: a few lines as a breath between sections.',
      ),
      id: sectionIdSchema,
      label: statementLabelSchema,
      quote: labelled(
        quoteSchema,
        'Words set large',
        'quote only: someone’s words set large in italics, their name under them.',
      ),
    }),
    block('statement', {
      variant: variantOf(
        'pause',
        'sentence: a line set large under a small heading; quote: someone’s words set large; pause: a few lines as a breath between sections.',
      ),
      label: statementLabelSchema,
      text: statementLinesSchema,
    }),
  ]),
  'A sentence set large',
  'Words on a dark band of their own, with nothing to click. Layout sentence: one line under a small heading; quote: someone’s words; pause: a few lines as a breath between sections.',
);

const storyImageSchema = labelled(
  imageIdSchema,
  'Photo beside the story',
  'portrait and house: the photo beside the words. Must match the name of a photo in Photos.',
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
const storyBlock = labelled(
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

const cardsCommon = { id: sectionIdSchema, tone: toneSchema.optional(), heading: headingSchema };

const cardsVariants =
  'feature: an icon, a title and a sentence per card; tile: only an icon and a title; photo: a photo, a title and a sentence; placeholder: large dashed tiles for what is still to come.';

/** The cards of a grid: the same words whichever way it is drawn. */
const cardListOf = <T extends z.ZodType>(item: T) =>
  labelled(
    z.array(item).min(1),
    'Cards in this section',
    'One card each, in order. feature: title and text, an icon if wanted. tile: icon and title. photo: photo, title and text. placeholder: icon, title and text. At least one.',
  );

/**
 * A grid of cards, one per item. 'feature': an optional icon, a title and a sentence, three
 * across (two in a column beside a panel); 'tile': only an icon and a label, two then four
 * across; 'photo': led by a photograph, three across; 'placeholder': large dashed tiles under the
 * page's h1, for things still to come, `note` at the foot of each.
 */
const cardsBlock = labelled(
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
  ]),
  'Grid of cards',
  `A heading over a grid of cards, one per item. Layout ${cardsVariants}`,
);

/** A fact as a list of facts names it: its name over its value. */
const factItemSchema = itemAs(
  {
    title: 'Fact or term',
    description:
      'cards: the small name over the value, such as Elevation. lines: the whole line. terms: the word that is explained.',
  },
  {
    title: 'Value or meaning',
    description:
      'cards: the value set large, such as 6,200 ft. terms: what the word means. Not shown in lines.',
  },
);

/** A fact per card: `title` names it, `text` gives it. */
const factSchema = factItemSchema.required({ icon: true, text: true });

const factsCommon = { id: sectionIdSchema, tone: toneSchema.optional(), heading: headingSchema };

const factsVariants =
  'cards: a card per fact, its icon and name over its value; lines: an icon and a line each, in two columns; terms: a word and what it means, three across.';

/** The facts of a list: the same words whichever way it is drawn. */
const factListOf = <T extends z.ZodType>(item: T) =>
  labelled(
    z.array(item).min(1),
    'Facts in this section',
    'One entry per fact, in order. cards: icon, name and value. lines: icon and line. terms: the word and its meaning. At least one.',
  );

/**
 * Things named one by one. 'cards': a fact per card, its icon and name over its value (where
 * the house is, how far from town); 'lines': an icon and a line each under hairlines, two
 * columns (the comforts); 'terms': a term and what it means under hairlines, three across.
 */
const factsBlock = labelled(
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
  ]),
  'List of facts',
  `A heading over things named one by one. Layout ${factsVariants}`,
);

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
  'beside: a portrait photo beside the words, shown from tablets up. photo: the photo behind the words, darkened so they read. Must match a photo in Photos.',
);

const closingVariants =
  'band: centred on a clay band; beside: on clay beside a portrait photo; photo: over a darkened photo, with Chaaya’s Instagram if wanted.';

/**
 * A page's last word, asking the reader on: its heading and the ways on. 'band': centred on a
 * clay band (a lone way on is a button with an arrow, more become a row); 'beside': on clay,
 * beside a portrait photograph shown from tablets up; 'photo': over a photograph under a night
 * scrim, and optionally Chaaya's Instagram (content/site.yaml) under a line, before `suffix`.
 */
const closingBlock = labelled(
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
          lead: labelled(
            textSchema,
            'Line above the Instagram link',
            'The sentence over the link to Chaaya’s Instagram, such as Follow the seasons at Chaaya.',
          ),
          suffix: labelled(
            textSchema,
            'Words after the account name',
            'Shown on the link right after Chaaya’s Instagram name, such as on Instagram.',
          ),
        }),
        'Chaaya’s Instagram under the buttons',
        'photo only: a thin line, then a sentence and a link to Chaaya’s Instagram. Leave empty for none.',
      ).optional(),
    }),
  ]),
  'Invitation at the end of a page',
  `A page’s last word, asking the guest on: a heading and buttons. Layout ${closingVariants}`,
);

/** One card per property, each with its status and a link. */
const propertyCardsBlock = labelled(
  headedBlock('propertyCards', {
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

/** A heading and a few paragraphs. */
const proseBlock = labelled(
  headedBlock('prose', {
    text: paragraphsSchema,
  }),
  'Heading and paragraphs',
  'A heading and a few paragraphs of text, nothing else.',
);

const alignSchema = labelled(
  z.enum(['left', 'center']),
  'Heading alignment',
  'Where the heading sits: left (the usual) or center, above the middle of the section.',
);

/** A property's photographs grouped by category (the first word of each slot's category). */
const galleryBlock = labelled(
  headedBlock('gallery', {
    /** The gallery's accessible name. */
    label: labelled(
      textSchema,
      'Name of the gallery',
      'Names the gallery for visitors who use a screen reader, such as SAN gallery; not shown on the page.',
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
  'Photo gallery',
  'Photos grouped by their category, each opening large when tapped.',
);

/** Guests' and neighbours' words, a card each. */
const quotesBlock = labelled(
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

/** A step in order: what it is, then what happens in it. */
const stepSchema = itemAs(
  {
    title: 'Step title · चरण का शीर्षक',
    description: 'The name of this step, next to its number.',
  },
  {
    title: 'What happens in it',
    description: 'A sentence or two saying what this step is.',
  },
).required({ text: true });

/** Stages in order, each under a large numeral. */
const stepsBlock = labelled(
  headedBlock('steps', {
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
  'Numbered steps',
  'Stages in order, each under a large number.',
);

// Home, projects, media, thank-you, 404: kinds of their own go here.

/** The map card: its heading and the link that opens the map. */
const mapSchema = labelled(
  z.object({
    title: labelled(textSchema, 'Heading of the map', 'The heading over the map, such as Find Us.'),
    openLabel: labelled(
      textSchema,
      'Words of the map link',
      'The link under the map that opens it in a maps app, such as Open Map.',
    ),
  }),
  'Map card',
  'The card with the map of where the house is; the place itself is set in Contact numbers, e-mail and links.',
);

const pageLinkSchema = labelled(
  textSchema,
  'Words of the link to its page',
  'The link that opens the house’s own page, such as Read Chaaya’s Story.',
);

/**
 * The house open for stays: its name and status, a few figures, a carousel of its photographs,
 * then a card to write to the family and the map.
 */
const featuredPropertyBlock = labelled(
  block('featuredProperty', {
    id: sectionIdSchema,
    tone: toneSchema.optional(),
    property: labelled(
      propertyIdSchema,
      'House shown',
      'Which house this section presents; its name, status and summary come from The houses and their stages.',
    ),
    eyebrow: labelled(
      textSchema,
      'Small line above the name · नाम के ऊपर की छोटी पंक्ति',
      'A few words in small capital letters above the house’s name, such as Featured Sanctuary.',
    ),
    /** Short figures under the summary: what (`title`, "Built") and how much (`text`, "1885"). */
    items: labelled(
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

/** A row of everyday photographs, the owner's Instagram beside the heading, and a way on. */
const socialArchiveBlock = labelled(
  headedBlock('socialArchive', {
    /** The Instagram button: 'Follow {handle}'. */
    follow: labelled(
      templateSchema('handle'),
      'Words of the Instagram button',
      'The button beside the heading, with {handle} where the Instagram name goes, such as Follow {handle}. Must contain {handle}.',
    ),
    items: labelled(
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

/**
 * One property beside its photograph: its label, name, status and summary, a few points that
 * set it apart, and the way to its own page. Its anchor is the property's id, which the
 * property cards link down to.
 */
const propertyBlock = labelled(
  block('property', {
    id: labelled(
      propertyIdSchema,
      'Which house',
      'The house this section presents; its name, status and summary come from The houses and their stages. It is also the section’s link name (#chaaya), which the house cards lead down to.',
    ),
    tone: toneSchema.optional(),
    image: labelled(
      imageIdSchema,
      'Photo of the house',
      'The photo beside the house’s words. Must match the name of a photo in Photos.',
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
  }),
  'One house beside its photo',
  'One house beside its photo: its name, status, summary, a few points and the link to its page.',
);

/**
 * The page after an enquiry under its h1: numbered next steps, ways on, and how to reach the
 * concierge meanwhile.
 */
const nextStepsBlock = labelled(
  block('nextSteps', {
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

/** A short page of its own: the h1, a sentence and a row of ways back. */
const waysBackBlock = labelled(
  block('waysBack', {
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

// Chaaya and its microsite: kinds of their own go here.

/** Chaaya's rooms (content/rooms.yaml) in photographs with their rates, and a link on. */
const roomsBlock = labelled(
  headedBlock('rooms', {
    action: labelled(
      actionSchema,
      'Button beside the heading',
      'The button beside the heading, such as a link to the homestay page.',
    ),
  }),
  'Rooms with their prices',
  'Chaaya’s rooms in photos with their prices, from Rooms and prices, and a button.',
);

/** Chaaya's rooms as tabs, each with its story, features, rate and a way to reserve it. */
const roomTabsBlock = labelled(
  headedBlock('roomTabs', {
    /** The tab list's accessible name. */
    tabsLabel: labelled(
      textSchema,
      'Name of the row of tabs',
      'Names the room tabs for visitors who use a screen reader, such as Room types; not shown.',
    ),
    /** The room the tabs open on. */
    open: labelled(
      existingRoomIdSchema,
      'Room shown first',
      'The room whose tab is open when the page loads: its short name in Rooms and prices, such as premium.',
    ),
    /** The name of each room's feature list; {room} is the room's title. */
    featuresLabel: labelled(
      textSchema.refine((t) => t.includes('{room}'), 'must contain {room}'),
      'Name of each room’s features',
      'Names each room’s list of features for visitors who use a screen reader, with {room} for the room’s name, such as {room} features. Must contain {room}.',
    ),
    /** Each room's button; a screen reader hears the room's title after it. */
    reserve: labelled(
      actionSchema,
      'Reserve button',
      'The button under each room’s price, such as Reserve This Room.',
    ),
  }),
  'Rooms as tabs',
  'Chaaya’s rooms as tabs, each with its photo, story, features, price and a button to reserve it.',
);

/** One wide photograph over a row of smaller ones. */
const viewsBlock = labelled(
  headedBlock('views', {
    items: labelled(
      z.array(imageIdSchema).min(1),
      'Photos of the views',
      'The first photo is shown wide, the others in a row under it (three fit). Each must match a photo in Photos.',
    ),
  }),
  'Wide photo over a row',
  'A heading, one wide photo and a row of smaller ones under it.',
);

/** Things to do, the heading taking the first cell of their grid. */
const localExperiencesBlock = labelled(
  headedBlock('localExperiences', {
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
  block('dayRhythm', {
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

/** A figure is an item: `title` the figure, `text` what it counts. */
const statSchema = itemAs(
  { title: 'The figure', description: 'The figure, set large, such as 12 or {ageYears}.' },
  {
    title: 'What it counts',
    description: 'The words under the figure, such as years of heritage.',
  },
).required({ text: true });

const statsSchema = labelled(
  z.array(statSchema).min(1),
  'Figures in the band',
  'The large figures, each with what it counts, in order. At least one.',
);

/** What a stay gives back, its figures under the heading, beside a photograph. */
const communityImpactBlock = labelled(
  headedBlock('communityImpact', {
    image: labelled(
      imageIdSchema,
      'Photo beside the figures',
      'The photo beside the heading and figures. Must match the name of a photo in Photos.',
    ),
    /** The figures' accessible name. */
    statsLabel: labelled(
      textSchema,
      'Name of the figures',
      'Names the figures for visitors who use a screen reader, such as Chaaya in the village; not shown.',
    ),
    items: statsSchema,
  }),
  'What a stay gives back',
  'What a stay gives back to the village: its figures under the heading, beside a photo.',
);

/** A band of large figures. */
const statsBlock = labelled(
  block('stats', {
    tone: toneSchema.optional(),
    /** The band's and the figures' accessible name. */
    label: labelled(
      textSchema,
      'Name of the band',
      'Names the band of figures for visitors who use a screen reader, such as Chaaya at a glance; not shown.',
    ),
    items: statsSchema,
  }),
  'Band of large figures',
  'A band of a few large figures, each with what it counts, without a heading.',
);

/** The map beside the heading, the travel facts under both. */
const locationBlock = labelled(
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

/** The side panel that books: the rates and terms, buttons, and one quiet link on. */
const bookingPanelBlock = labelled(
  block('bookingPanel', {
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

/** The rates, the terms and the stay request form, the section 'Reserve' buttons lead to. */
const stayRequestBlock = labelled(
  block('stayRequest', {
    tone: toneSchema.default('linen'),
    /** Off where the page already shows the rates and terms in a side panel. */
    rates: labelled(
      z.boolean(),
      'Show prices and terms',
      'On: the room prices and booking terms are shown beside the form. Turn off where the page already shows them in a side panel.',
    ).default(true),
  }),
  'Rates and stay request form',
  'The room prices, the booking terms and the form to ask for a stay; the Reserve buttons lead here (#plan-your-stay). Its words are in Plan your stay and Stay request form.',
);

/**
 * A section drawn from one of the files a guest reads before the trip (lib/content/trip.ts): its
 * heading and its contents are that file's, so the Chaaya page and the homestay's page show the
 * same words; the page places it and gives it an anchor.
 */
const tripBlock = <K extends string>(type: K, title: string, hint: string) =>
  labelled(block(type, { id: sectionIdSchema, tone: toneSchema.optional() }), title, hint);

const gettingThereBlock = tripBlock(
  'gettingThere',
  'Getting to Chaaya',
  'By air, by rail and by road, the last stretch and the family’s taxi, with the map link. Its words are in Getting to Chaaya.',
);
const monthsBlock = tripBlock(
  'months',
  'The valley month by month',
  'The twelve months: temperatures, weather, the valley, and the season and shortest stay each falls in. Its words are in The valley month by month.',
);
const houseRulesBlock = tripBlock(
  'houseRules',
  'House rules and policies',
  'Check-in and check-out, quiet hours, pets and each rule, and what a stay includes. Its words are in House rules, hours and policies.',
);
const questionsBlock = tripBlock(
  'questions',
  'Questions guests ask',
  'Short answers a guest opens one by one. Its words are in Questions guests ask.',
);

// SAN, Awoka, contact, wireframe: kinds of their own go here.

/** Who a place is for, a card each, then the one question that decides it and how to answer. */
const audienceBlock = labelled(
  block('audience', {
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

const panelTitleSchema = (example: string) =>
  labelled(
    textSchema,
    'Small heading in the panel',
    `A small heading in capital letters over this part of the panel, such as ${example}.`,
  );

/** A project's state at a glance: its status, what it holds, where it will be, ways to join. */
const glancePanelBlock = labelled(
  block('glancePanel', {
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

/** Ways in, a card each: a photograph, a few lines and the chat (or page) it opens. */
const pathsBlock = labelled(
  headedBlock('paths', {
    items: labelled(
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

const fieldLabelSchema = labelled(
  textSchema,
  'Name of the box',
  'The words over this box of the form, such as Your name.',
);

const placeholderSchema = labelled(
  textSchema,
  'Example inside the box',
  'Pale example words inside the empty box, gone once the guest types, such as you@example.com.',
);

const fieldSchema = z.object({
  label: fieldLabelSchema,
  placeholder: placeholderSchema.optional(),
});

/** The letter form beside its heading, and every word the form says while it works. */
const contactFormBlock = labelled(
  block('contactForm', {
    id: sectionIdSchema,
    heading: headingSchema,
    /** A line under the heading, beside a pen. */
    note: labelled(
      textSchema,
      'Note beside the pen',
      'A line under the heading, beside a small pen, such as a word that drafts are kept.',
    ),
    /** Read by screen readers when entering the fields (visually the heading says it). */
    legend: labelled(
      textSchema,
      'Name of the form',
      'Read to visitors who use a screen reader as they enter the form, such as Your letter to us; not shown.',
    ),
    fields: labelled(
      z.object({
        name: labelled(
          fieldSchema.required({ placeholder: true }),
          'Name box',
          'The box for the guest’s name.',
        ),
        email: labelled(
          fieldSchema.required({ placeholder: true }),
          'E-mail box',
          'The box for the guest’s e-mail address.',
        ),
        purpose: labelled(
          z.object({
            label: fieldLabelSchema,
            hint: labelled(
              textSchema,
              'Word after the name',
              'Shown in brackets after the name of the choice, such as optional.',
            ),
          }),
          'Reason for writing',
          'The choice of why the guest writes; the choices themselves are listed below.',
        ),
        message: labelled(
          fieldSchema.required({ placeholder: true }),
          'Message box',
          'The large box for the guest’s letter.',
        ),
      }),
      'Boxes of the form',
      'The words over and inside each box of the form.',
    ),
    /** The purpose select's options; the '' one is the unchosen state, shown as the placeholder. */
    purposes: labelled(
      z
        .array(
          z.object({
            value: labelled(
              codeString('form value', z.string()),
              'Word sent with the letter',
              'A short word in lowercase letters and dashes sent with the letter, such as book-stay; never shown. Leave it empty for the first entry, which stands for no choice yet.',
            ),
            label: labelled(
              textSchema,
              'Words of the choice',
              'What the guest reads in the list, such as I would like to book a stay.',
            ),
          }),
        )
        .min(2),
      'Reasons to choose from',
      'The choices of why the guest writes, in order. The first, with an empty word, is shown before a choice is made. At least two.',
    ),
    submit: labelled(
      textSchema,
      'Words of the send button',
      'What the send button says, such as Send Message.',
    ),
    sending: labelled(
      textSchema,
      'Words while sending',
      'What the send button says while the letter is on its way, such as Sending with care...',
    ),
    success: labelled(
      z.object({
        title: labelled(
          textSchema,
          'Heading of the thanks',
          'The heading of the note shown once the letter is sent, such as Thank you for writing.',
        ),
        description: labelled(
          textSchema,
          'Words of the thanks',
          'A sentence under it, such as when the family usually replies.',
        ),
      }),
      'Note once sent',
      'The note a guest sees once their letter has been sent.',
    ),
    /** The toast when a message could not be sent; {email} is drawn as a link to the address. */
    failure: labelled(
      z.object({
        title: labelled(
          textSchema,
          'Heading of the note',
          'The heading of the note shown when a letter could not be sent.',
        ),
        description: labelled(
          templateSchema('email'),
          'Words of the note',
          'What to do now, with {email} where the family’s e-mail address goes as a link. Must contain {email}.',
        ),
      }),
      'Note when not sent',
      'The note a guest sees when their letter could not be sent; their words stay in the form.',
    ),
    noScript: labelled(
      z.object({
        title: labelled(
          textSchema,
          'Heading of the note',
          'The heading of the note shown where the form cannot send, such as This form needs JavaScript to send.',
        ),
        body: labelled(
          textSchema,
          'Words of the note',
          'A sentence saying the form cannot send here, and that the ways below still work.',
        ),
        email: labelled(
          textSchema,
          'Words before the e-mail address',
          'Shown before the family’s e-mail address on the first link, such as Write an e-mail to.',
        ),
        chatStays: labelled(
          textSchema,
          'Words of the stays chat link',
          'The link to the chat about stays, such as Chat about a stay.',
        ),
        chatRestoration: labelled(
          textSchema,
          'Words of the restoration chat link',
          'The link to the chat about restoring a home, such as Chat about restoring a home.',
        ),
      }),
      'Note where the form cannot send',
      'Shown instead of the form in a browser that runs no scripts, with an e-mail link and two chat links.',
    ),
  }),
  'Letter form',
  'The form to write to the family beside its heading, and every word the form says while it works.',
);

const chatLineSchema = labelled(
  z.enum(['stays', 'restoration', 'concierge']),
  'Which chat number',
  'One of the family’s chat numbers, as set in Contact numbers, e-mail and links: stays, restoration or concierge.',
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
              z.enum(['instagram', 'chaayaInstagram']),
              'Which Instagram account',
              'instagram: the family’s own account; chaayaInstagram: Chaaya’s. Their names and links are in Contact numbers, e-mail and links.',
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
  headedBlock('channels', {
    items: labelled(
      z.array(channelGroupSchema).min(1),
      'Ways to reach us',
      'One card per way of reaching the family: e-mail, chat or Instagram. At least one.',
    ),
  }),
  'Every way to reach us',
  'Every way to reach the family, a card each: e-mail, chat numbers and Instagram.',
);

const packageNotesHint =
  'On the left the package’s name exactly as the site’s code lists it, on the right a few words on what it does.';

/** What the site is made of, read from the project when it is built. */
const inventoryListSchema = labelled(
  z.discriminatedUnion('of', [
    labelled(
      z.object({
        /** Every route with its sections in order (content/routes.ts). */
        of: z.literal('pages'),
        inNavbar: labelled(
          templateSchema('nav'),
          'Words for a page in the menu',
          'Under a page that is in the menu, with {nav} where its menu name goes, such as In the navbar as “{nav}”. Must contain {nav}.',
        ),
        notInNavbar: labelled(
          textSchema,
          'Words for a page not in the menu',
          'Under a page that is not in the menu, such as Not in the navbar.',
        ),
        notIndexed: labelled(
          textSchema,
          'Words for a page hidden from search',
          'Added after a page hidden from search engines, such as not indexed.',
        ),
      }),
      'List of pages',
      'Every page of the site with its sections in order, read from the pages themselves.',
    ),
    labelled(
      z.object({
        /** Every components folder and the components in it. */
        of: z.literal('components'),
        /** What a folder holds; folders not described here still appear, by name. */
        folders: labelled(
          z.record(z.string(), textSchema),
          'What each folder holds',
          'On the left a folder’s name as in the site’s code (such as layout), on the right a sentence on what it holds. Folders not described still appear.',
        ),
      }),
      'List of component folders',
      'The building blocks of the site, folder by folder, read from its code.',
    ),
    labelled(
      z.object({
        /** The packages in package.json, the site's and the build's apart. */
        of: z.literal('packages'),
        runtime: labelled(
          textSchema,
          'Heading of the site’s packages',
          'The heading over the packages the site itself runs on, such as In the site.',
        ),
        tooling: labelled(
          textSchema,
          'Heading of the build packages',
          'The heading over the packages used only to build and test it, such as Build and test.',
        ),
        /** The table's column headings, for screen readers. */
        columns: labelled(
          z.object({
            name: labelled(
              textSchema,
              'Heading of the name column',
              'The heading of the column of package names, such as Package.',
            ),
            version: labelled(
              textSchema,
              'Heading of the version column',
              'The heading of the column of versions, such as Version.',
            ),
            note: labelled(
              textSchema,
              'Heading of the note column',
              'The heading of the column of notes, such as Role.',
            ),
          }),
          'Column headings',
          'The headings of the table’s three columns, read to visitors who use a screen reader.',
        ),
        /** Why a package is here; packages without a note are still listed. */
        notes: labelled(z.record(z.string(), textSchema), 'Note on each package', packageNotesHint),
      }),
      'List of packages',
      'The software the site is built with, read from its code, the site’s and the build’s apart.',
    ),
  ]),
  'What the list shows',
  'pages, component folders or packages: all read from the site itself when it is built.',
);

const inventoryBlock = labelled(
  headedBlock('inventory', {
    list: inventoryListSchema,
  }),
  'List of what the site is made of',
  'For the site map page: its pages, component folders or packages, read from the site when it is built.',
);

/**
 * Every section a page may use. New kinds are added here and drawn in
 * components/sections/PageBlocks.tsx; the compiler holds the two together.
 */
const sectionBlocks = [
  heroBlock,
  statementBlock,
  storyBlock,
  cardsBlock,
  factsBlock,
  closingBlock,
  featuresBlock,
  propertyCardsBlock,
  proseBlock,
  galleryBlock,
  quotesBlock,
  stepsBlock,
  // home, projects, media, thank-you, 404
  featuredPropertyBlock,
  socialArchiveBlock,
  propertyBlock,
  nextStepsBlock,
  waysBackBlock,
  // chaaya, microsite
  roomsBlock,
  roomTabsBlock,
  viewsBlock,
  localExperiencesBlock,
  dayRhythmBlock,
  communityImpactBlock,
  statsBlock,
  locationBlock,
  bookingPanelBlock,
  stayRequestBlock,
  gettingThereBlock,
  monthsBlock,
  houseRulesBlock,
  questionsBlock,
  // san, awoka, contact, wireframe
  audienceBlock,
  glancePanelBlock,
  pathsBlock,
  contactFormBlock,
  channelsBlock,
  inventoryBlock,
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
