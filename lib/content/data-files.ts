import { z } from 'zod';
import { amenitiesSchema } from './amenities';
import { closuresFileSchema } from './availability';
import { messagesSchema } from './chat';
import { cmsFileSchema } from './cms';
import { experiencesFileSchema } from './experiences';
import { factsSchema } from './facts';
import { interfaceSchema } from './interface';
import { languagesFileSchema } from './languages';
import { pageSchema } from './page';
import { imagesFileSchema } from './images';
import { footerSchema } from './pages/footer';
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

export type DataFileKind = {
  /** The JSON Schema's file name in docs/schemas/. */
  name: string;
  /** The files it checks, as globs from the project root ('!' excludes, as the editor reads them). */
  files: readonly string[];
  schema: z.ZodType;
};

export const DATA_FILE_KINDS: readonly DataFileKind[] = [
  {
    name: 'page',
    // Not the translations (<name>.<lang>.yaml) nor the sections pages share.
    files: ['content/pages/*.yaml', '!content/pages/*.*.yaml', '!content/pages/shared.yaml'],
    schema: pageSchema,
  },
  { name: 'languages', files: ['content/languages.yaml'], schema: languagesFileSchema },
  { name: 'seasons', files: ['content/seasons.yaml'], schema: seasonsFileSchema },
  { name: 'facts', files: ['content/facts.yaml'], schema: factsSchema },
  {
    name: 'site',
    files: ['content/site.yaml'],
    // The file holds the share card's line beside the site's values.
    schema: z.intersection(siteSchema, z.object({ shareCard: shareCardSchema })),
  },
  { name: 'chat', files: ['content/chat.yaml'], schema: messagesSchema },
  // The stay request's words are a file of their own (stay-form.yaml).
  {
    name: 'interface',
    files: ['content/interface.yaml'],
    schema: interfaceSchema.omit({ stayRequest: true }),
  },
  { name: 'footer', files: ['content/footer.yaml'], schema: footerSchema },
  { name: 'stay', files: ['content/stay.yaml'], schema: planYourStaySchema },
  { name: 'stay-form', files: ['content/stay-form.yaml'], schema: stayFormSchema },
  { name: 'rooms', files: ['content/rooms.yaml'], schema: roomsFileSchema },
  { name: 'amenities', files: ['content/amenities.yaml'], schema: amenitiesSchema },
  { name: 'experiences', files: ['content/experiences.yaml'], schema: experiencesFileSchema },
  { name: 'testimonials', files: ['content/testimonials.yaml'], schema: testimonialsFileSchema },
  { name: 'properties', files: ['content/properties.yaml'], schema: propertiesFileSchema },
  // JSON, since scripts read them before the build too; a YAML language server skips them.
  { name: 'images', files: ['content/images.json'], schema: imagesFileSchema },
  { name: 'closures', files: ['content/closures.json'], schema: closuresFileSchema },
  // The browser editor's repository and branch (lib/cms/config.ts reads it).
  { name: 'cms', files: ['content/cms.yaml'], schema: cmsFileSchema },
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
