import { z } from 'zod';
import slots from '../../../content/images.json';
import { HOUSES_DIR, houseIds } from '../../houses.mjs';
import { iconNameSchema } from '../icon-names';
import { codeString, type FieldWords, httpsUrlSchema, labelled, textSchema } from '../schema';

/*
 * The fields blocks are made of (anchors, headings, items, quotes, actions, photos), each labelled
 * once for the editor: a key several kinds share reads the same wherever the family meets it.
 */

export const imageIds = new Set(slots.images.map((img) => img.id));

/** A picture slot named in content/images.json. */
export const imageIdSchema = labelled(
  codeString(
    'image id',
    z.string().refine((id) => imageIds.has(id), {
      error: (i) => `"${String(i.input)}" is not an image slot in content/images.json`,
    }),
  ),
  'Which photo',
  'Picked from the photos in Photos and their descriptions, by their names (hero-home).',
);

/** An anchor on the page: lower-case words joined by hyphens, so `#id` links stay readable. */
export const anchorSchema = codeString(
  'anchor',
  z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be an anchor such as "our-story"'),
);

/** A section's anchor, as every section names it. */
export const sectionIdSchema = labelled(
  anchorSchema,
  'Link name of the section',
  'The section’s name in the page’s address (#our-story): lowercase letters, digits and dashes, never shown. Links from other pages and the Hindi page find the section by it, so change it only together with them.',
);

/** What a section is called on /wireframe, the site's own map of its pages. */
export const nameSchema = labelled(
  textSchema,
  'Name of this section · सेक्शन का नाम',
  'What the family calls this section: it names the section here in the editor and on the site map page (/wireframe), nowhere else on the site.',
);

/** A sentence with `{name}` where a value goes; one missing its place fails the build. */
export const templateSchema = (...names: string[]) =>
  textSchema.refine((t) => names.every((n) => t.includes(`{${n}}`)), {
    error: `must contain ${names.map((n) => `{${n}}`).join(' and ')}`,
  });

export const toneSchema = labelled(
  z.enum(['parchment', 'sand', 'linen', 'night', 'clay']),
  'Background colour',
  'The colour of the band behind this section: parchment (warm off-white), sand (light beige), linen (near white), night (dark, with light words) or clay (deep terracotta, with light words). Left empty, the section keeps its usual colour.',
);

/** How a kind drawn in several ways names its way: the same label on every form. */
export const variantOf = <V extends string>(value: V, hint: string) =>
  labelled(z.literal(value), 'Layout of this section', hint);

/** The same words for a few lines, in every form that has them. */
export const linesSchema = (words: FieldWords, line: FieldWords) =>
  labelled(
    z.array(labelled(textSchema, line.title, line.description)).min(1),
    words.title,
    words.description,
  );

export const paragraphsSchema = linesSchema(
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

export const eyebrowSchema = labelled(
  textSchema,
  'Small line above the title · शीर्षक के ऊपर की छोटी पंक्ति',
  'A few words in small capital letters just above the title, such as The Craft. Optional.',
);

export const leadSchema = labelled(
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
    'The photo at the top of this card. Picked from the photos in Photos.',
  ).optional(),
});

/**
 * `itemSchema` with its title and text named for what one list holds there: a figure and what it
 * counts, a fact's name and its value. The same checks; only the words beside the fields differ.
 */
export const itemAs = (title: FieldWords, text: FieldWords) =>
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
      'Their name as it appears under the words, such as Meera S., guest of the house.',
    ),
    context: labelled(
      textSchema,
      'About their stay',
      'A short line under the name on a quote card, such as Stayed in spring. Optional.',
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
      'Shown beside the words, such as Guest book · April 2026 or Google review · March 2026. Needed with stars: a rating is shown only with where it was given. Guests’ words from Guests’ words and letters bring their own.',
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
export const ratedWithSource = (q: z.output<typeof quoteSchema>) =>
  q.rating === undefined || q.source !== undefined;

export const chatKeySchema = labelled(
  z.enum([
    'general',
    'booking',
    'pricing',
    'updates',
    'vision',
    'quick',
    'staycation',
    'restoreHome',
  ]),
  'Chat with a message',
  'Opens a chat with the family with this first message already typed; the messages are written in Chat messages guests start with. Fill in this or the page to open, not both.',
);

export const actionLabelSchema = labelled(
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

/**
 * A house some other file names (a page's `about:`, the card a section leads to): one of
 * content/houses/'s folders, so a renamed or removed house stops the build where it is named.
 */
const existingHouseIdSchema = codeString(
  'house id',
  z.string().superRefine((id, ctx) => {
    const ids = houseIds();
    if (!ids.includes(id)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be one of the houses in ${HOUSES_DIR}/: ${ids.join(', ')}`,
      });
    }
  }),
);

export const propertyIdSchema = existingHouseIdSchema;

/** An Instagram account a page links to: the family's own, or a house's by its id. */
export const instagramAccountSchema = codeString(
  'instagram account',
  z.string().superRefine((account, ctx) => {
    const ids = houseIds();
    if (account !== 'family' && !ids.includes(account)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be family (the family's own account) or one of the houses in ${HOUSES_DIR}/: ${ids.join(', ')}`,
      });
    }
  }),
);

export const block = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  z.object({ type: z.literal(type), name: nameSchema, ...shape });

/** The common shape: a section with an anchor, a tone and the heading it opens with. */
export const headedBlock = <K extends string, T extends z.ZodRawShape>(type: K, shape: T) =>
  block(type, {
    id: sectionIdSchema,
    tone: toneSchema.optional(),
    heading: headingSchema,
    ...shape,
  });

/** How long a phone carousel shows each slide. */
export const delaySchema = labelled(
  z.number().int().positive(),
  'Time per slide (milliseconds)',
  'How long each slide stays on the phone slideshow before the next, in thousandths of a second: 4000 is 4 seconds. A whole number above 0.',
);

export const carouselLabelSchema = labelled(
  textSchema,
  'Name of the slideshow',
  'Names the sliding cards or photos for visitors who use a screen reader; not shown on the page.',
);

/** A fact as a list of facts names it: its name over its value. */
export const factItemSchema = itemAs(
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
export const factSchema = factItemSchema.required({ icon: true, text: true });

export const alignSchema = labelled(
  z.enum(['left', 'center']),
  'Heading alignment',
  'Where the heading sits: left (the usual) or center, above the middle of the section.',
);

/** A step in order: what it is, then what happens in it. */
export const stepSchema = itemAs(
  {
    title: 'Step title · चरण का शीर्षक',
    description: 'The name of this step, next to its number.',
  },
  {
    title: 'What happens in it',
    description: 'A sentence or two saying what this step is.',
  },
).required({ text: true });

/** The map card: its heading and the link that opens the map. */
export const mapSchema = labelled(
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

export const pageLinkSchema = labelled(
  textSchema,
  'Words of the link to its page',
  'The link that opens the house’s own page, such as Read the House’s Story.',
);

/** A figure is an item: `title` the figure, `text` what it counts. */
export const statSchema = itemAs(
  { title: 'The figure', description: 'The figure, set large, such as 12 or {ageYears}.' },
  {
    title: 'What it counts',
    description: 'The words under the figure, such as years of heritage.',
  },
).required({ text: true });

export const statsSchema = labelled(
  z.array(statSchema).min(1),
  'Figures in the band',
  'The large figures, each with what it counts, in order. At least one.',
);

export const panelTitleSchema = (example: string) =>
  labelled(
    textSchema,
    'Small heading in the panel',
    `A small heading in capital letters over this part of the panel, such as ${example}.`,
  );

export const chatLineSchema = labelled(
  z.enum(['stays', 'restoration', 'concierge']),
  'Which chat number',
  'One of the family’s chat numbers, as set in Contact numbers, e-mail and links: stays, restoration or concierge.',
);
