import { z } from 'zod';
import { amenitiesSchema } from './amenities';
import { closuresFileSchema } from './availability';
import { messagesSchema } from './chat';
import { cmsFileSchema } from './cms';
import { experiencesFileSchema } from './experiences';
import { factsSchema } from './facts';
import { interfaceSchema } from './interface';
import { languagesFileSchema } from './languages';
import { headingSchema, itemSchema, sectionSchema } from './blocks';
import { pageSchema } from './page';
import { labelled } from './schema';
import { imagesFileSchema } from './images';
import { footerSchema } from './pages/footer';
import { gettingThereSchema } from './getting-there';
import { houseRulesSchema } from './house-rules';
import { monthsSchema } from './months';
import { questionsSchema } from './questions';
import { planYourStaySchema } from './pages/stay';
import { stayFormSchema } from './pages/stay-form';
import { propertiesFileSchema } from './properties';
import { roomsFileSchema } from './rooms';
import { seasonsFileSchema } from './seasons';
import { shareCardSchema, siteSchema } from './site';
import { testimonialsFileSchema } from './testimonials';

/*
 * Which schema checks which data file: one table, from which the JSON Schemas for code editors
 * are generated (docs/schemas/, mapped in .vscode/settings.json for the YAML language server), so
 * a developer editing content/ by hand gets the hints and errors the build will give.
 */

/** The editor's groups of entries, named by the family's tasks, in the order the editor lists them. */
export const EDITOR_GROUPS = {
  pages: 'Pages · पन्ने',
  stays: 'Rooms, prices and dates · कमरे, किराया और तारीख़ें',
  contact: 'Contact numbers and chat messages · संपर्क',
  words: "Guests' words and the house's stories",
  photos: 'Photos · तस्वीरें',
  settings: 'Buttons, menus and settings',
} as const;

export type DataFileKind = {
  /** The JSON Schema's file name in docs/schemas/. */
  name: string;
  /**
   * The entry's name in the editor, by the task it serves ("Rooms and prices"). A page's entry is
   * named by the page's own title instead.
   */
  label: string;
  /** Which of the editor's groups lists it. */
  group: keyof typeof EDITOR_GROUPS;
  /** The files it checks, as globs from the project root ('!' excludes, as the editor reads them). */
  files: readonly string[];
  schema: z.ZodType;
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
    'chaaya-day': labelled(
      z.object({ heading: headingSchema, items: partsOfTheDay }),
      'A day at Chaaya: morning, afternoon, evening',
      "Shown on the Chaaya page and on Chaaya's own page: the heading and one line for each part of the day.",
    ),
    'chaaya-travel': labelled(
      z.object({ items: travelFacts }),
      'Getting to Chaaya: the short facts',
      'The travel facts beside the map on the Chaaya pages. {elevation} and the like are filled in from Facts and figures.',
    ),
  })
  .catchall(z.unknown());

export const DATA_FILE_KINDS: readonly DataFileKind[] = [
  {
    name: 'shared',
    label: 'Sections several pages share',
    group: 'pages',
    files: ['content/pages/shared.yaml'],
    schema: sharedSectionsSchema,
  },
  {
    name: 'page',
    label: 'Pages',
    group: 'pages',
    // Not the translations (<name>.<lang>.yaml) nor the sections pages share.
    files: ['content/pages/*.yaml', '!content/pages/*.*.yaml', '!content/pages/shared.yaml'],
    schema: pageSchema,
  },
  {
    name: 'languages',
    label: 'Languages of the site',
    group: 'settings',
    files: ['content/languages.yaml'],
    schema: languagesFileSchema,
  },
  {
    name: 'seasons',
    label: 'Seasons and minimum stays · सीज़न और कम से कम रातें',
    group: 'stays',
    files: ['content/seasons.yaml'],
    schema: seasonsFileSchema,
  },
  {
    name: 'facts',
    label: 'Facts and figures about the houses',
    group: 'words',
    files: ['content/facts.yaml'],
    schema: factsSchema,
  },
  {
    name: 'site',
    label: 'Contact numbers, e-mail and links',
    group: 'contact',
    files: ['content/site.yaml'],
    // The file holds the share card's line beside the site's values.
    schema: z.intersection(siteSchema, z.object({ shareCard: shareCardSchema })),
  },
  {
    name: 'chat',
    label: 'Chat messages guests start with',
    group: 'contact',
    files: ['content/chat.yaml'],
    schema: messagesSchema,
  },
  // The stay request's words are a file of their own (stay-form.yaml).
  {
    name: 'interface',
    label: 'Buttons, menus and notices',
    group: 'settings',
    files: ['content/interface.yaml'],
    schema: interfaceSchema.omit({ stayRequest: true }),
  },
  {
    name: 'footer',
    label: 'Foot of every page',
    group: 'settings',
    files: ['content/footer.yaml'],
    schema: footerSchema,
  },
  {
    name: 'stay',
    label: 'Plan your stay, dates and rates',
    group: 'stays',
    files: ['content/stay.yaml'],
    schema: planYourStaySchema,
  },
  {
    name: 'stay-form',
    label: 'Stay request form',
    group: 'stays',
    files: ['content/stay-form.yaml'],
    schema: stayFormSchema,
  },
  {
    name: 'rooms',
    label: 'Rooms and prices · कमरे और किराया',
    group: 'stays',
    files: ['content/rooms.yaml'],
    schema: roomsFileSchema,
  },
  {
    name: 'amenities',
    label: 'Comforts of the house',
    group: 'words',
    files: ['content/amenities.yaml'],
    schema: amenitiesSchema,
  },
  {
    name: 'experiences',
    label: 'Life around the house',
    group: 'words',
    files: ['content/experiences.yaml'],
    schema: experiencesFileSchema,
  },
  {
    name: 'testimonials',
    label: "Guests' words and letters · मेहमानों की बातें और चिट्ठियाँ",
    group: 'words',
    files: ['content/testimonials.yaml'],
    schema: testimonialsFileSchema,
  },
  // Before the trip: what a guest asks before writing (content/trip.ts gathers them).
  {
    name: 'house-rules',
    label: 'House rules, hours and policies · घर के नियम',
    group: 'stays',
    files: ['content/house-rules.yaml'],
    schema: houseRulesSchema,
  },
  {
    name: 'months',
    label: 'The valley month by month · महीने-दर-महीने',
    group: 'stays',
    files: ['content/months.yaml'],
    schema: monthsSchema,
  },
  {
    name: 'getting-there',
    label: 'Getting to Chaaya · छाया तक कैसे पहुँचें',
    group: 'words',
    files: ['content/getting-there.yaml'],
    schema: gettingThereSchema,
  },
  {
    name: 'questions',
    label: 'Questions guests ask · मेहमानों के सवाल',
    group: 'words',
    files: ['content/questions.yaml'],
    schema: questionsSchema,
  },
  {
    name: 'properties',
    label: 'The houses and their stages',
    group: 'words',
    files: ['content/properties.yaml'],
    schema: propertiesFileSchema,
  },
  // JSON, since scripts read them before the build too; a YAML language server skips them.
  {
    name: 'images',
    label: 'Photos and their descriptions · तस्वीरें और उनके विवरण',
    group: 'photos',
    files: ['content/images.json'],
    schema: imagesFileSchema,
  },
  {
    name: 'closures',
    label: 'Closed dates · बंद तारीख़ें',
    group: 'stays',
    files: ['content/closures.json'],
    schema: closuresFileSchema,
  },
  // The browser editor's repository and branch (lib/cms/config.ts reads it).
  {
    name: 'cms',
    label: 'Where the editor saves',
    group: 'settings',
    files: ['content/cms.yaml'],
    schema: cmsFileSchema,
  },
];

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
