import { z } from 'zod';
import slots from '../../content/images.json';
import { iconNameSchema } from './icon-names';
import { existingRoomIdSchema } from './rooms';
import { codeString, textSchema } from './schema';

/*
 * The blocks a page is made of. A page in content/pages/ is a list of these; the one renderer
 * (components/sections/PageBlocks.tsx) draws each with the shared widgets. Every list of things
 * is `items`, every sentence under a title is `text`, every button is an action: one shape each,
 * so a section can move from one page to another, or into a second language, unchanged. A kind
 * drawn in more than one way names its `variant`: content picks a way, never classes.
 */

const imageIds = new Set(slots.images.map((img) => img.id));

/** A picture slot named in content/images.json. */
export const imageIdSchema = codeString(
  'image id',
  z.string().refine((id) => imageIds.has(id), {
    error: (i) => `"${String(i.input)}" is not an image slot in content/images.json`,
  }),
);

/** An anchor on the page: lower-case words joined by hyphens, so `#id` links stay readable. */
const anchorSchema = codeString(
  'anchor',
  z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be an anchor such as "our-story"'),
);

/** What a section is called on /wireframe, the site's own map of its pages. */
const nameSchema = textSchema;

/** A sentence with `{name}` where a value goes; one missing its place fails the build. */
const templateSchema = (...names: string[]) =>
  textSchema.refine((t) => names.every((n) => t.includes(`{${n}}`)), {
    error: `must contain ${names.map((n) => `{${n}}`).join(' and ')}`,
  });

const toneSchema = z.enum(['parchment', 'sand', 'linen', 'night', 'clay']);

/** The heading most sections open with. */
export const headingSchema = z.object({
  eyebrow: textSchema.optional(),
  title: textSchema,
  lead: textSchema.optional(),
});

/** One thing in a list: a card, a belief, a step, a plan. */
export const itemSchema = z.object({
  title: textSchema,
  text: textSchema.optional(),
  icon: iconNameSchema.optional(),
  image: imageIdSchema.optional(),
});

/** What a guest wrote, and who; a review also has its stars and the stay it speaks of. */
export const quoteSchema = z.object({
  text: textSchema,
  by: textSchema,
  context: textSchema.optional(),
  rating: z.number().min(1).max(5).optional(),
  stay: textSchema.optional(),
});

const chatKeySchema = z.enum([
  'general',
  'booking',
  'pricing',
  'sanUpdates',
  'vision',
  'chaayaQuick',
  'staycation',
  'restoreHome',
]);

/** A call to action: a page (or anchor) to open, or a chat with a prefilled message. */
export const actionSchema = z.union([
  z.object({
    label: textSchema,
    href: codeString('href', z.string().regex(/^[/#]/, 'must start with / or #')),
  }),
  z.object({
    label: textSchema,
    chat: chatKeySchema,
    /** Which of the owner's chat numbers answers (content/site.yaml `chat`); stays by default. */
    line: z.enum(['stays', 'restoration', 'concierge']).optional(),
  }),
]);

const propertyIdSchema = z.enum(['chaaya', 'san', 'awoka']);

const block = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z.object({ type: z.literal(type), name: nameSchema, ...shape });

/** The common shape: a section with an anchor, a tone and the heading it opens with. */
const headedBlock = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  block(type, { id: anchorSchema, tone: toneSchema.optional(), heading: headingSchema, ...shape });

/** Each page's photo-led opening, with its h1. */
const heroBlock = z.object({
  type: z.literal('hero'),
  name: nameSchema,
  image: imageIdSchema,
  title: textSchema,
  /** A small line over the title. */
  eyebrow: textSchema.optional(),
  /** A glass badge over the title instead; `property` draws that property's status badge. */
  badge: textSchema.optional(),
  property: propertyIdSchema.optional(),
  lead: textSchema,
  height: z.enum(['home', 'full', 'tall', 'medium']).default('medium'),
  actions: z.array(actionSchema).default([]),
  /** How the buttons are drawn over the photo: 'dark' leads with the clay button. */
  actionsOn: z.enum(['dark', 'clay']).default('dark'),
  /** 'row' stacks the buttons full width on phones; 'button' keeps a lone one its own size. */
  actionsAs: z.enum(['row', 'button']).default('row'),
  /** How a button to a section of this same page goes there: 'scroll' glides, with an arrow down. */
  anchors: z.enum(['jump', 'scroll']).default('jump'),
  quote: quoteSchema.optional(),
});

/** Cards with an icon: a carousel on phones, a grid on wide screens. */
const featuresBlock = headedBlock('features', {
  items: z.array(itemSchema).min(1),
  carouselLabel: textSchema,
  /** Milliseconds between slides of the phone carousel. */
  delay: z.number().int().positive(),
  /** The wide grid: 'thirds' puts three on the first row and two under them. */
  grid: z.enum(['thirds', 'fours']),
});

/**
 * Words given a dark band of their own, with nothing to click: 'sentence' sets one line large
 * under `label` (a small heading) and an optional `note`; 'quote' someone's words, the band named
 * by `label` alone; 'pause' a few lines as a breath between sections, also named by `label`.
 */
const statementBlock = z.discriminatedUnion('variant', [
  block('statement', {
    variant: z.literal('sentence'),
    id: anchorSchema,
    label: textSchema,
    text: z.array(textSchema).min(1),
    note: textSchema.optional(),
  }),
  block('statement', {
    variant: z.literal('quote'),
    id: anchorSchema,
    label: textSchema,
    quote: quoteSchema,
  }),
  block('statement', {
    variant: z.literal('pause'),
    label: textSchema,
    text: z.array(textSchema).min(1),
  }),
]);

const storyCommon = {
  id: anchorSchema,
  heading: headingSchema,
  text: z.array(textSchema).min(1),
};

/**
 * A heading and paragraphs beside a photograph or beside someone's words. 'portrait': a portrait
 * photograph on either side, an optional signature under the prose; 'house': a photograph of the
 * house, an optional line of the story set apart under a rule; 'quote': a heading in two lines
 * (the second, `accent`, in italic) beside a large pull quote; 'facts': the quote beside the
 * prose with a few short facts under it (`title` names each fact).
 */
const storyBlock = z.discriminatedUnion('variant', [
  block('story', {
    variant: z.literal('portrait'),
    ...storyCommon,
    image: imageIdSchema,
    imageSide: z.enum(['left', 'right']).default('left'),
    line: textSchema.optional(),
  }),
  block('story', {
    variant: z.literal('house'),
    ...storyCommon,
    tone: toneSchema.default('parchment'),
    image: imageIdSchema,
    line: textSchema.optional(),
  }),
  block('story', {
    variant: z.literal('quote'),
    ...storyCommon,
    accent: textSchema,
    quote: quoteSchema,
  }),
  block('story', {
    variant: z.literal('facts'),
    ...storyCommon,
    quote: quoteSchema,
    items: z.array(itemSchema.required({ text: true })).min(1),
  }),
]);

const cardsCommon = { id: anchorSchema, tone: toneSchema.optional(), heading: headingSchema };

/**
 * A grid of cards, one per item. 'feature': an optional icon, a title and a sentence, three
 * across (two in a column beside a panel); 'tile': only an icon and a label, two then four
 * across; 'photo': led by a photograph, three across; 'placeholder': large dashed tiles under the
 * page's h1, for things still to come, `note` at the foot of each.
 */
const cardsBlock = z.discriminatedUnion('variant', [
  block('cards', {
    variant: z.literal('feature'),
    ...cardsCommon,
    columns: z.union([z.literal(2), z.literal(3)]).default(3),
    items: z.array(itemSchema).min(1),
  }),
  block('cards', {
    variant: z.literal('tile'),
    ...cardsCommon,
    items: z.array(itemSchema.required({ icon: true })).min(1),
  }),
  block('cards', {
    variant: z.literal('photo'),
    ...cardsCommon,
    items: z.array(itemSchema.required({ image: true, text: true })).min(1),
  }),
  block('cards', {
    variant: z.literal('placeholder'),
    ...cardsCommon,
    items: z.array(itemSchema.required({ icon: true, text: true })).min(1),
    note: textSchema,
  }),
]);

/** A fact per card: `title` names it, `text` gives it. */
const factSchema = itemSchema.required({ icon: true, text: true });

const factsCommon = { id: anchorSchema, tone: toneSchema.optional(), heading: headingSchema };

/**
 * Things named one by one. 'cards': a fact per card, its icon and name over its value (where
 * the house is, how far from town); 'lines': an icon and a line each under hairlines, two
 * columns (the comforts); 'terms': a term and what it means under hairlines, three across.
 */
const factsBlock = z.discriminatedUnion('variant', [
  block('facts', {
    variant: z.literal('cards'),
    ...factsCommon,
    items: z.array(factSchema).min(1),
  }),
  block('facts', {
    variant: z.literal('lines'),
    ...factsCommon,
    items: z.array(itemSchema.required({ icon: true })).min(1),
  }),
  block('facts', {
    variant: z.literal('terms'),
    ...factsCommon,
    items: z.array(itemSchema.required({ text: true })).min(1),
  }),
]);

const closingCommon = {
  id: anchorSchema,
  heading: headingSchema,
  actions: z.array(actionSchema).min(1),
};

/**
 * A page's last word, asking the reader on: its heading and the ways on. 'band': centred on a
 * clay band (a lone way on is a button with an arrow, more become a row); 'beside': on clay,
 * beside a portrait photograph shown from tablets up; 'photo': over a photograph under a night
 * scrim, and optionally Chaaya's Instagram (content/site.yaml) under a line, before `suffix`.
 */
const closingBlock = z.discriminatedUnion('variant', [
  block('closing', { variant: z.literal('band'), ...closingCommon }),
  block('closing', { variant: z.literal('beside'), ...closingCommon, image: imageIdSchema }),
  block('closing', {
    variant: z.literal('photo'),
    ...closingCommon,
    image: imageIdSchema,
    instagram: z.object({ lead: textSchema, suffix: textSchema }).optional(),
  }),
]);

/** One card per property, each with its status and a link. */
const propertyCardsBlock = headedBlock('propertyCards', {
  /**
   * Where each card leads: to the property's own page, by a link whose words hold the property's
   * name ("Visit {name}": each language puts the name where its word order wants it); or down to the property's section of this page, the whole
   * card a link ending in `label`.
   */
  link: z.discriminatedUnion('to', [
    z.object({ to: z.literal('page'), visit: templateSchema('name') }),
    z.object({ to: z.literal('section'), label: textSchema }),
  ]),
});

/** A heading and a few paragraphs. */
const proseBlock = headedBlock('prose', {
  text: z.array(textSchema).min(1),
});

/** A property's photographs grouped by category (the first word of each slot's category). */
const galleryBlock = headedBlock('gallery', {
  /** The gallery's accessible name. */
  label: textSchema,
  items: z.array(imageIdSchema).min(1),
  /** A sentence under a category's heading, by category. */
  intros: z.record(z.string(), textSchema).optional(),
  /**
   * Categories side by side on wide screens ('columns') or one under another; or 'grid': one
   * grid of every photo, its category under each.
   */
  layout: z.enum(['rows', 'columns', 'grid']).default('rows'),
  align: z.enum(['left', 'center']).default('left'),
});

/** Guests' and neighbours' words, a card each. */
const quotesBlock = headedBlock('quotes', {
  align: z.enum(['left', 'center']).default('left'),
  columns: z.union([z.literal(2), z.literal(3)]).default(3),
  items: z.array(quoteSchema).min(1),
});

/** Stages in order, each under a large numeral. */
const stepsBlock = headedBlock('steps', {
  /** Three in a row from tablets, or two then four in a row on wide screens. */
  columns: z.union([z.literal(3), z.literal(4)]).default(3),
  items: z.array(itemSchema.required({ text: true })).min(1),
});

// Home, projects, media, thank-you, 404: kinds of their own go here.

/**
 * The house open for stays: its name and status, a few figures, a carousel of its photographs,
 * then a card to write to the family and the map.
 */
const featuredPropertyBlock = block('featuredProperty', {
  id: anchorSchema,
  tone: toneSchema.optional(),
  property: propertyIdSchema,
  eyebrow: textSchema,
  /** Short figures under the summary: what (`title`, "Built") and how much (`text`, "1885"). */
  items: z.array(itemSchema.required({ text: true })).min(1),
  /** The link to the property's own page. */
  link: textSchema,
  carouselLabel: textSchema,
  /** Milliseconds between slides. */
  delay: z.number().int().positive(),
  images: z.array(imageIdSchema).min(1),
  /** The card beside the map: a heading, a sentence and the way to write. */
  card: z.object({ title: textSchema, text: textSchema, action: actionSchema }),
  map: z.object({ title: textSchema, openLabel: textSchema }),
});

/** A row of everyday photographs, the owner's Instagram beside the heading, and a way on. */
const socialArchiveBlock = headedBlock('socialArchive', {
  /** The Instagram button: 'Follow {handle}'. */
  follow: templateSchema('handle'),
  items: z.array(imageIdSchema).min(1),
  action: actionSchema,
});

/**
 * One property beside its photograph: its label, name, status and summary, a few points that
 * set it apart, and the way to its own page. Its anchor is the property's id, which the
 * property cards link down to.
 */
const propertyBlock = block('property', {
  id: propertyIdSchema,
  tone: toneSchema.optional(),
  image: imageIdSchema,
  imageSide: z.enum(['left', 'right']).default('left'),
  items: z.array(textSchema).min(1),
  /** The link to the property's own page. */
  link: textSchema,
});

/**
 * The page after an enquiry under its h1: numbered next steps, ways on, and how to reach the
 * concierge meanwhile.
 */
const nextStepsBlock = block('nextSteps', {
  id: anchorSchema,
  heading: headingSchema,
  /** Before each step's number and title, for screen readers: 'Step 1: Confirmation'. */
  stepLabel: textSchema,
  items: z.array(itemSchema.required({ text: true })).min(1),
  actions: z.array(actionSchema).min(1),
  /** Under a rule: a question, then the e-mail address and the concierge's chat. */
  contact: z.object({
    title: textSchema,
    /** The concierge's chat button: 'Message {number}'. */
    message: templateSchema('number'),
  }),
});

/** A short page of its own: the h1, a sentence and a row of ways back. */
const waysBackBlock = block('waysBack', {
  heading: headingSchema,
  /** The row of links' accessible name. */
  label: textSchema,
  actions: z.array(actionSchema).min(1),
});

// Chaaya and its microsite: kinds of their own go here.

/** Chaaya's rooms (content/rooms.yaml) in photographs with their rates, and a link on. */
const roomsBlock = headedBlock('rooms', {
  action: actionSchema,
});

/** Chaaya's rooms as tabs, each with its story, features, rate and a way to reserve it. */
const roomTabsBlock = headedBlock('roomTabs', {
  /** The tab list's accessible name. */
  tabsLabel: textSchema,
  /** The room the tabs open on. */
  open: existingRoomIdSchema,
  /** The name of each room's feature list; {room} is the room's title. */
  featuresLabel: textSchema.refine((t) => t.includes('{room}'), 'must contain {room}'),
  /** Each room's button; a screen reader hears the room's title after it. */
  reserve: actionSchema,
});

/** One wide photograph over a row of smaller ones. */
const viewsBlock = headedBlock('views', {
  items: z.array(imageIdSchema).min(1),
});

/** Things to do, the heading taking the first cell of their grid. */
const localExperiencesBlock = headedBlock('localExperiences', {
  /** Only the first `timings.maxLifeExperiences` are shown. */
  items: z.array(itemSchema.required({ icon: true, text: true })).min(1),
});

/** Parts of a day, each card washed with its light. */
const dayRhythmBlock = block('dayRhythm', {
  id: anchorSchema,
  tone: toneSchema.default('linen'),
  heading: headingSchema,
  items: z.array(itemSchema.required({ icon: true, text: true })).min(1),
});

/** A figure is an item: `title` the figure, `text` what it counts. */
const statSchema = itemSchema.required({ text: true });

/** What a stay gives back, its figures under the heading, beside a photograph. */
const communityImpactBlock = headedBlock('communityImpact', {
  image: imageIdSchema,
  /** The figures' accessible name. */
  statsLabel: textSchema,
  items: z.array(statSchema).min(1),
});

/** A band of large figures. */
const statsBlock = block('stats', {
  tone: toneSchema.optional(),
  /** The band's and the figures' accessible name. */
  label: textSchema,
  items: z.array(statSchema).min(1),
});

/** The map beside the heading, the travel facts under both. */
const locationBlock = headedBlock('location', {
  map: z.object({ title: textSchema, openLabel: textSchema }),
  items: z.array(factSchema).min(1),
});

/** The side panel that books: the rates and terms, buttons, and one quiet link on. */
const bookingPanelBlock = block('bookingPanel', {
  title: textSchema,
  lead: textSchema,
  /** The first leads, the others step back. */
  actions: z.array(actionSchema).min(1),
  more: actionSchema,
});

/** The rates, the terms and the stay request form, the section 'Reserve' buttons lead to. */
const stayRequestBlock = block('stayRequest', {
  tone: toneSchema.default('linen'),
  /** Off where the page already shows the rates and terms in a side panel. */
  rates: z.boolean().default(true),
});

// SAN, Awoka, contact, wireframe: kinds of their own go here.

/** Who a place is for, a card each, then the one question that decides it and how to answer. */
const audienceBlock = block('audience', {
  id: anchorSchema,
  heading: headingSchema,
  items: z.array(itemSchema.required({ text: true })).min(1),
  question: textSchema,
  action: actionSchema,
});

/** A project's state at a glance: its status, what it holds, where it will be, ways to join. */
const glancePanelBlock = block('glancePanel', {
  title: textSchema,
  status: z.object({ label: textSchema, text: textSchema }),
  checklist: z.object({
    title: textSchema,
    /** The list's accessible name. */
    label: textSchema,
    items: z.array(textSchema).min(1),
  }),
  /** Each `title` is a name and `text` what it stands for. */
  elements: z.object({
    title: textSchema,
    items: z.array(itemSchema.required({ text: true })).min(1),
  }),
  location: z.object({
    title: textSchema,
    items: z.array(itemSchema.required({ text: true })).min(1),
  }),
  /** The first leads; the others step back. */
  actions: z.array(actionSchema).min(1),
});

/** Ways in, a card each: a photograph, a few lines and the chat (or page) it opens. */
const pathsBlock = headedBlock('paths', {
  items: z
    .array(
      itemSchema.required({ text: true, image: true }).extend({
        /** The card's own anchor, for the id its heading gets. */
        id: anchorSchema,
        eyebrow: textSchema,
        action: actionSchema,
      }),
    )
    .min(1),
});

const fieldSchema = z.object({ label: textSchema, placeholder: textSchema.optional() });

/** The letter form beside its heading, and every word the form says while it works. */
const contactFormBlock = block('contactForm', {
  id: anchorSchema,
  heading: headingSchema,
  /** A line under the heading, beside a pen. */
  note: textSchema,
  /** Read by screen readers when entering the fields (visually the heading says it). */
  legend: textSchema,
  fields: z.object({
    name: fieldSchema.required({ placeholder: true }),
    email: fieldSchema.required({ placeholder: true }),
    purpose: z.object({ label: textSchema, hint: textSchema }),
    message: fieldSchema.required({ placeholder: true }),
  }),
  /** The purpose select's options; the '' one is the unchosen state, shown as the placeholder. */
  purposes: z
    .array(z.object({ value: codeString('form value', z.string()), label: textSchema }))
    .min(2),
  submit: textSchema,
  sending: textSchema,
  success: z.object({ title: textSchema, description: textSchema }),
  /** The toast when a message could not be sent; {email} is drawn as a link to the address. */
  failure: z.object({ title: textSchema, description: templateSchema('email') }),
  noScript: z.object({
    title: textSchema,
    body: textSchema,
    email: textSchema,
    chatStays: textSchema,
    chatRestoration: textSchema,
  }),
});

const chatLineSchema = z.enum(['stays', 'restoration', 'concierge']);

const channelCommon = { id: anchorSchema, title: textSchema, text: textSchema };

/** One kind of channel and its links: the owner's e-mail, chat numbers or Instagram profiles. */
const channelGroupSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), ...channelCommon, caption: textSchema }),
  z.object({
    channel: z.literal('chat'),
    ...channelCommon,
    /** Which of the owner's numbers, and what it is for. */
    items: z.array(z.object({ line: chatLineSchema, caption: textSchema })).min(1),
  }),
  z.object({
    channel: z.literal('instagram'),
    ...channelCommon,
    /** The owner's profiles (content/site.yaml `social`), each captioned there. */
    items: z.array(z.enum(['instagram', 'chaayaInstagram'])).min(1),
  }),
]);

/** Every way to reach the owner, readable without JavaScript. */
const channelsBlock = headedBlock('channels', {
  items: z.array(channelGroupSchema).min(1),
});

/** What the site is made of, read from the project when it is built. */
const inventoryListSchema = z.discriminatedUnion('of', [
  z.object({
    /** Every route with its sections in order (content/routes.ts). */
    of: z.literal('pages'),
    inNavbar: templateSchema('nav'),
    notInNavbar: textSchema,
    notIndexed: textSchema,
  }),
  z.object({
    /** Every components folder and the components in it. */
    of: z.literal('components'),
    /** What a folder holds; folders not described here still appear, by name. */
    folders: z.record(z.string(), textSchema),
  }),
  z.object({
    /** The packages in package.json, the site's and the build's apart. */
    of: z.literal('packages'),
    runtime: textSchema,
    tooling: textSchema,
    /** The table's column headings, for screen readers. */
    columns: z.object({ name: textSchema, version: textSchema, note: textSchema }),
    /** Why a package is here; packages without a note are still listed. */
    notes: z.record(z.string(), textSchema),
  }),
]);

const inventoryBlock = headedBlock('inventory', {
  list: inventoryListSchema,
});

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
  // san, awoka, contact, wireframe
  audienceBlock,
  glancePanelBlock,
  pathsBlock,
  contactFormBlock,
  channelsBlock,
  inventoryBlock,
] as const;

export const sectionSchema = z.discriminatedUnion('type', sectionBlocks);

/**
 * Sections that sit in a column beside a sticky side panel on wide screens (the panel comes
 * after them on phones). The panel is a section of its own, named on /wireframe like the rest.
 */
const asideBlock = z.object({
  type: z.literal('aside'),
  /**
   * 'ruled': the column's sections keep their own padding, divided by hairlines; 'spaced': they
   * are set apart by space alone, the column padded once.
   */
  column: z.enum(['ruled', 'spaced']),
  /** The side panel's accessible name. */
  asideLabel: textSchema,
  aside: sectionSchema,
  blocks: z.array(sectionSchema).min(1),
});

/**
 * Sections with a button that floats over them on phones and tablets, from the first of them to
 * the end of the last: sticky inside their wrapper, it cannot ride beyond it.
 */
const floatingBlock = z.object({
  type: z.literal('floating'),
  float: actionSchema,
  blocks: z.array(sectionSchema).min(1),
});

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
