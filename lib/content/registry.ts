import { readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { amenitiesSchema } from './amenities';
import { closuresFileSchema } from './availability';
import { messagesSchema } from './chat';
import { cmsFileSchema } from './cms';
import { experiencesFileSchema } from './experiences';
import { factsSchema } from './facts';
import { footerSchema } from './footer';
import { interfaceSchema } from './interface';
import { languagesFileSchema, type Lang } from './languages';
import { headingSchema, itemSchema, sectionSchema } from './blocks';
import { loadWords } from './load-words';
import { pageSchema } from './page-file';
import { paymentSchema } from './payment';
import { gettingThereSchema } from './getting-there';
import { houseRulesSchema } from './house-rules';
import { monthsSchema } from './months';
import { questionsSchema } from './questions';
import { httpsUrlSchema, labelled } from './schema';
import { imagesFileSchema } from './images';
import { houseSchema, houseStagesSchema } from './properties';
import { roomsFileSchema } from './rooms';
import { seasonsFileSchema } from './seasons';
import { shareCardSchema, siteSchema } from './site';
import type { Slots } from './slots';
import { planYourStaySchema } from './stay';
import { replySchema } from './reply';
import { stayFormSchema } from './stay-form';
import { testimonialsFileSchema } from './testimonials';

/*
 * The registry of content/: one row for every data file or pattern of files, naming its schema,
 * whether it holds words or values, how its languages pair, its place in the editor and what
 * reads it. The editor's configuration (lib/cms/config.ts), the JSON Schemas for code editors
 * (docs/schemas/, mapped in .vscode/settings.json), the pages there are, the words files each
 * edition loads (lib/content/editions.ts) and the content tests all start here: adding a kind of
 * file is one row.
 */

/** The editor's groups of entries, named by the family's tasks, in the order the editor lists them. */
export const EDITOR_GROUPS = {
  pages: 'Pages · पन्ने',
  houses: 'Houses · घर',
  stays: 'Rooms, prices and dates · कमरे, किराया और तारीख़ें',
  contact: 'Contact numbers and chat messages · संपर्क',
  words: "Guests' words and the house's stories",
  photos: 'Photos · तस्वीरें',
  settings: 'Buttons, menus and settings',
} as const;

type EditorGroup = keyof typeof EDITOR_GROUPS;

export type ContentFile = {
  /** The JSON Schema's file name in docs/schemas/. */
  name: string;
  /** The files it checks, as globs from the project root ('!' excludes, as the editor reads them). */
  files: readonly string[];
  schema: z.ZodType;
  /** Words are translated; values (prices, dates, numbers, addresses) are the owner's, in one place. */
  holds: 'words' | 'values' | 'words and values';
  /**
   * 'per language': each other language has a twin (<name>.<lang>.yaml, or .json) holding only
   * its words, joined to the default language's items by id or key. 'one': one file for all.
   */
  languages: 'per language' | 'one';
  /**
   * The entry in the editor, named by the task it serves ("Rooms and prices") in one of its
   * groups (a page's entry is named by the page's own title), or why the file has none.
   */
  editor: { label: string; group: EditorGroup } | { notEdited: string };
  /** What reads it, for a newcomer following a value from the file to the page. */
  readBy: string;
  /**
   * Its sentences may name the owner's facts by `{slot}` ('Built in {since}'), filled as each
   * edition loads it (lib/content/fact-slots.ts); elsewhere such a slot stops the build.
   */
  factSlots?: true;
  /** One file in each house's folder, content/houses/<id>/, rather than one for the site. */
  perHouse?: true;
};

/**
 * content/pages/shared.yaml: sections and lists several pages place by name (`shared: <name>`),
 * each written once. The placing page completes a fragment, so each is checked again there.
 */
const partsOfTheDay = labelled(
  z.array(itemSchema),
  'Parts of the day',
  'One card for each part of the day, with its icon, its name and a line on what happens then.',
);
const travelFacts = labelled(
  z.array(itemSchema),
  'Travel facts',
  'One line each: its icon, what it is (Elevation, From Dharamshala) and the figure, which may be a {slot} from Facts and figures.',
);
const sharedSectionsSchema = z
  .object({
    'collaborate-invitation': labelled(
      sectionSchema,
      'Invitation to restore a home with us',
      'The closing section of the Home and Projects pages, asking families with an old house to write.',
    ),
    'day-rhythm': labelled(
      z.object({ heading: headingSchema, items: partsOfTheDay }),
      'A day at the house: morning, afternoon, evening',
      'Shown on the house’s project page and its stay page: the heading and one line for each part of the day.',
    ),
    'travel-facts': labelled(
      z.object({ items: travelFacts }),
      'Getting to the house: the short facts',
      'The travel facts beside the map on the house’s pages. {elevation} and the like are filled in from Facts and figures.',
    ),
  })
  .catchall(z.unknown());

/** content/third-parties.json: the other origins a page may contact. */
const origins = (title: string, description: string) =>
  labelled(z.array(httpsUrlSchema), title, description);
const thirdPartiesSchema = z.object({
  $comment: z.string().optional(),
  frameSrc: origins('Origins a frame may show', 'The map embed’s origin, as https://host.'),
  connectSrc: origins(
    'Origins a page may ask',
    'The map’s reachability check, as https://host: the page asks it before drawing the map.',
  ),
});

export const CONTENT_FILES = [
  {
    name: 'shared',
    files: ['content/pages/shared.yaml'],
    schema: sharedSectionsSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Sections several pages share', group: 'pages' },
    readBy: 'the pages that place a section by name (lib/content/load-page.ts)',
  },
  {
    name: 'page',
    // Not the translations (<name>.<lang>.yaml) nor the sections pages share.
    files: ['content/pages/*.yaml', '!content/pages/*.*.yaml', '!content/pages/shared.yaml'],
    schema: pageSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Pages', group: 'pages' },
    readBy:
      'the catch-all routes, the menu, the sitemap, share cards and metadata (lib/content/routes.ts, lib/content/load-page.ts)',
  },
  {
    name: 'languages',
    files: ['content/languages.yaml'],
    schema: languagesFileSchema,
    holds: 'values',
    languages: 'one',
    editor: { label: 'Languages of the site', group: 'settings' },
    readBy: 'every edition, the language switch and the Hindi routes (lib/content/languages.ts)',
  },
  {
    name: 'seasons',
    files: ['content/houses/*/seasons.yaml'],
    perHouse: true,
    schema: seasonsFileSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Seasons and minimum stays · सीज़न और कम से कम रातें', group: 'stays' },
    readBy:
      'the season rates on the house’s pages, the stay request’s estimate (lib/content/seasons.ts)',
  },
  {
    name: 'facts',
    files: ['content/facts.yaml'],
    schema: factsSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Facts and figures about the houses', group: 'words' },
    readBy:
      'the `{slot}`s every sentence may name, the booking terms and the stay request (lib/content/facts.ts, lib/content/fact-slots.ts)',
  },
  {
    name: 'site',
    files: ['content/site.yaml'],
    // The file holds the share card's line beside the site's values.
    schema: z.intersection(siteSchema, z.object({ shareCard: shareCardSchema })),
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Contact numbers, e-mail and links', group: 'contact' },
    readBy:
      'the navbar, the footer, the chat links, the map, JSON-LD, the sitemap and the contact form (lib/content/site.ts)',
    factSlots: true,
  },
  {
    name: 'chat',
    files: ['content/chat.yaml'],
    schema: messagesSchema,
    holds: 'words',
    languages: 'per language',
    editor: { label: 'Chat messages guests start with', group: 'contact' },
    readBy: 'every chat button’s prefilled message (lib/content/chat.ts)',
    factSlots: true,
  },
  // The stay request's words are a file of their own (stay-form.yaml).
  {
    name: 'interface',
    files: ['content/interface.yaml'],
    schema: interfaceSchema.omit({ stayRequest: true }),
    holds: 'words',
    languages: 'per language',
    editor: { label: 'Buttons, menus and notices', group: 'settings' },
    readBy:
      'buttons, menus, notices and screen-reader names on every page (lib/content/interface.ts)',
    factSlots: true,
  },
  {
    name: 'footer',
    files: ['content/footer.yaml'],
    schema: footerSchema,
    holds: 'words',
    languages: 'per language',
    editor: { label: 'Foot of every page', group: 'settings' },
    readBy: 'the foot of every page (lib/content/footer.ts)',
    factSlots: true,
  },
  {
    name: 'stay',
    files: ['content/stay.yaml'],
    schema: planYourStaySchema,
    holds: 'words',
    languages: 'per language',
    editor: { label: 'Plan your stay, dates and rates', group: 'stays' },
    readBy: 'the Plan your stay section and the calendar files (lib/content/stay.ts)',
    factSlots: true,
  },
  {
    name: 'stay-form',
    files: ['content/stay-form.yaml'],
    schema: stayFormSchema,
    holds: 'words',
    languages: 'per language',
    editor: { label: 'Stay request form', group: 'stays' },
    readBy: 'the stay request form and the message it sends (lib/content/stay-form.ts)',
    factSlots: true,
  },
  {
    name: 'rooms',
    files: ['content/houses/*/rooms.yaml'],
    perHouse: true,
    schema: roomsFileSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Rooms and prices · कमरे और किराया', group: 'stays' },
    readBy: 'the room sections, the stay request, the calendars and JSON-LD (lib/content/rooms.ts)',
    factSlots: true,
  },
  {
    name: 'amenities',
    files: ['content/houses/*/amenities.yaml'],
    perHouse: true,
    schema: amenitiesSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Comforts of the house', group: 'words' },
    readBy: 'the comforts section placed by name (lib/content/amenities.ts)',
  },
  {
    name: 'experiences',
    files: ['content/houses/*/experiences.yaml'],
    perHouse: true,
    schema: experiencesFileSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Life around the house', group: 'words' },
    readBy: 'the life-around-the-house section placed by name (lib/content/experiences.ts)',
  },
  {
    name: 'testimonials',
    files: ['content/testimonials.yaml'],
    schema: testimonialsFileSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: "Guests' words and letters · मेहमानों की बातें और चिट्ठियाँ", group: 'words' },
    readBy: 'guests’ letters and reviews placed by name (lib/content/testimonials.ts)',
  },
  // Before the trip: what a guest asks before writing (an edition carries them as texts.trip).
  {
    name: 'house-rules',
    files: ['content/houses/*/house-rules.yaml'],
    perHouse: true,
    schema: houseRulesSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'House rules, hours and policies · घर के नियम', group: 'stays' },
    readBy:
      'the house rules on the house’s pages, the stay request’s hours and terms, and JSON-LD’s check-in, check-out and pets (lib/content/house-rules.ts)',
  },
  {
    name: 'payment',
    files: ['content/payment.yaml'],
    schema: paymentSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Payment details · भुगतान की जानकारी', group: 'stays' },
    readBy:
      'the pay page: the payee, the UPI ID and its QR code, the bank account, the card link and the registration; what to check before paying, there and beside the stay request’s Send buttons; the foreign amounts beside both estimates (lib/content/payment.ts)',
    factSlots: true,
  },
  {
    name: 'months',
    files: ['content/houses/*/months.yaml'],
    perHouse: true,
    schema: monthsSchema,
    holds: 'words',
    languages: 'per language',
    editor: { label: 'The valley month by month · महीने-दर-महीने', group: 'stays' },
    readBy:
      'the month-by-month strip on the house’s pages, beside each month’s season from the house’s seasons.yaml (lib/content/months.ts, lib/month-stays.ts)',
    factSlots: true,
  },
  {
    name: 'getting-there',
    files: ['content/houses/*/getting-there.yaml'],
    perHouse: true,
    schema: gettingThereSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Getting to the house · घर तक कैसे पहुँचें', group: 'words' },
    readBy: 'the getting-there list on the house’s pages (lib/content/getting-there.ts)',
    factSlots: true,
  },
  {
    name: 'questions',
    files: ['content/houses/*/questions.yaml'],
    perHouse: true,
    schema: questionsSchema,
    holds: 'words',
    languages: 'per language',
    editor: { label: 'Questions guests ask · मेहमानों के सवाल', group: 'words' },
    readBy: 'the questions and answers on the house’s pages (lib/content/questions.ts)',
    factSlots: true,
  },
  {
    name: 'house',
    // One folder a house, named by its id: listing the folder finds the houses.
    files: ['content/houses/*/house.yaml'],
    schema: houseSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Houses · घर', group: 'houses' },
    readBy:
      'the houses’ cards, badges, heroes, calendars and JSON-LD (lib/content/properties.ts, lib/content/editions.ts)',
    factSlots: true,
    perHouse: true,
  },
  {
    name: 'house-stages',
    files: ['content/house-stages.yaml'],
    schema: houseStagesSchema,
    holds: 'words',
    languages: 'per language',
    editor: { label: 'Words of each stage badge · हर चरण के बैज के शब्द', group: 'houses' },
    readBy: 'the stage badges on the houses’ cards and the wireframe (lib/content/properties.ts)',
  },
  // JSON, since scripts read them before the build too; a YAML language server skips them.
  {
    name: 'images',
    files: ['content/images.json'],
    schema: imagesFileSchema,
    holds: 'words and values',
    languages: 'per language',
    editor: { label: 'Photos and their descriptions · तस्वीरें और उनके विवरण', group: 'photos' },
    readBy:
      'every picture’s alt text and the photo step of the build (lib/content/images.ts, scripts/make-images.mjs)',
  },
  {
    name: 'closures',
    files: ['content/houses/*/closures.json'],
    perHouse: true,
    schema: closuresFileSchema,
    holds: 'values',
    languages: 'one',
    editor: { label: 'Closed dates · बंद तारीख़ें', group: 'stays' },
    readBy:
      'the stay request’s taken nights and the calendar files (lib/content/availability.ts, scripts/collect-availability.mjs)',
  },
  {
    name: 'reply',
    files: ['content/reply.yaml'],
    schema: replySchema,
    holds: 'words',
    languages: 'per language',
    editor: { label: 'Answering a stay request · अनुरोध का जवाब', group: 'stays' },
    readBy: 'the family’s reply page at /admin/reply/ (app/admin/reply/page.tsx)',
  },
  // The browser editor's repository and branch (lib/cms/config.ts reads it).
  {
    name: 'cms',
    files: ['content/cms.yaml'],
    schema: cmsFileSchema,
    holds: 'values',
    languages: 'one',
    editor: { label: 'Where the editor saves', group: 'settings' },
    readBy: 'the editor’s configuration (lib/cms/config.ts)',
  },
  {
    name: 'third-parties',
    files: ['content/third-parties.json'],
    schema: thirdPartiesSchema,
    holds: 'values',
    languages: 'one',
    // The only outside origins pages may contact: it widens every page's Content-Security-Policy,
    // so it changes with code review, not from a browser session.
    editor: { notEdited: 'security policy, changed by a developer' },
    readBy:
      'every page’s Content-Security-Policy and the map’s check (scripts/lib/csp.cjs, lib/content/site.ts)',
  },
] as const satisfies readonly ContentFile[];

/** True when `file` (from the project root) is one of `globs`: '*' is any name within a folder. */
export function matchesGlobs(file: string, globs: readonly string[]): boolean {
  const test = (glob: string) =>
    new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(
      file,
    );
  return (
    globs.some((g) => !g.startsWith('!') && test(g)) &&
    !globs.some((g) => g.startsWith('!') && test(g.slice(1)))
  );
}

/** The rows the editor shows, each with its entry's name and group. */
export const EDITED_FILES = CONTENT_FILES.flatMap((row) =>
  'label' in row.editor ? [{ ...row, editor: row.editor }] : [],
);

/** Files under content/ that get no editor, each with why. */
export const NOT_EDITED: Readonly<Record<string, string>> = Object.fromEntries(
  CONTENT_FILES.flatMap(({ files, editor }) =>
    'notEdited' in editor ? files.map((f) => [f, editor.notEdited]) : [],
  ),
);

/** The row of a file under content/ (from the project root), if any. */
export function rowOf(file: string): ContentFile | undefined {
  return CONTENT_FILES.find((row) => matchesGlobs(file, row.files));
}

/**
 * The pages there are: every file of content/pages/ the page row matches (not a translation,
 * not the shared sections), by name, in the folder's order.
 */
export function pageNames(root: string = process.cwd()): string[] {
  return readdirSync(path.join(root, 'content/pages'))
    .sort()
    .filter((f) => rowOf(`content/pages/${f}`)?.name === 'page')
    .map((f) => f.replace(/\.yaml$/, ''));
}

type Row = (typeof CONTENT_FILES)[number];

/** A row with one file of words in each language, content/<name>.yaml and its twins. */
type WordsRow = Exclude<
  Extract<Row, { files: readonly [`content/${string}.yaml`]; languages: 'per language' }>,
  { perHouse: true }
>;

/** The rows `loadWordsFile` loads, by name. */
export type WordsFileName = WordsRow['name'];

/** Each row by its name, the schema's own type kept. */
type RowsByName = { [R in Row as R['name']]: R };
const rowsByName = Object.fromEntries(CONTENT_FILES.map((r) => [r.name, r])) as RowsByName;

/**
 * A words file in one language, checked with its row's schema, its `{slot}`s filled from `facts`
 * when its row says its sentences may name them: the one loader of every file that needs no
 * other (lib/content/editions.ts names the files it loads otherwise, and why).
 */
export function loadWordsFile<N extends WordsFileName>(
  name: N,
  lang: Lang,
  facts: Slots,
): z.output<RowsByName[N]['schema']> {
  const row: RowsByName[N] = rowsByName[name];
  const file = row.files[0].replace(/^content\//, '').replace(/\.yaml$/, '');
  // The row named N holds the schema of that output; TypeScript follows the name no further.
  return loadWords(row.schema, file, lang, 'factSlots' in row ? { slots: facts } : {}) as z.output<
    RowsByName[N]['schema']
  >;
}

/** A row with one file of words in each house's folder, content/houses/<id>/<name>.yaml. */
type HouseWordsRow = Extract<
  Row,
  { files: readonly [`content/houses/*/${string}.yaml`]; languages: 'per language'; perHouse: true }
>;

/** The rows `loadHouseFile` loads, by name. */
export type HouseFileName = HouseWordsRow['name'];

/** The same for a file of a house's folder, `house` naming the folder. */
export function loadHouseFile<N extends HouseFileName>(
  name: N,
  house: string,
  lang: Lang,
  facts: Slots,
): z.output<RowsByName[N]['schema']> {
  const row: RowsByName[N] = rowsByName[name];
  const file = row.files[0]
    .replace(/^content\//, '')
    .replace('*', house)
    .replace(/\.yaml$/, '');
  // As above: the row named N holds the schema of that output.
  return loadWords(row.schema, file, lang, 'factSlots' in row ? { slots: facts } : {}) as z.output<
    RowsByName[N]['schema']
  >;
}
