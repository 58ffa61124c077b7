import { z } from 'zod';
import { blockSchema, type Section } from './blocks';
import { codeString, labelled, parseContent, textSchema } from './schema';
import { propertyIdSchema } from './blocks/fields';
import { stayHouseId } from '../houses.mjs';

/** The page unknown addresses get: drawn by the not-found document, never routed. */
export const NOT_FOUND_PATH = '/404';

/**
 * The sections that show a house's own rooms, rates, stay request and before-the-trip answers.
 * They draw the files of the house open for stays, so they belong on a page about that house: on
 * a page about a house in restoration or a vision they would sell rooms it does not have.
 */
const HOUSE_SECTIONS: ReadonlySet<string> = new Set([
  'stayRequest',
  'roomTabs',
  'months',
  'houseRules',
  'gettingThere',
  'questions',
]);

const showsHouse = (s: { type: string; variant?: unknown }) =>
  HOUSE_SECTIONS.has(s.type) || (s.type === 'cards' && s.variant === 'rooms');

const pageFields = z.object({
  path: labelled(
    codeString(
      'path',
      z.string().regex(/^\/[a-z0-9/-]*$/, 'must be an absolute path such as "/about"'),
    ),
    'Address of the page',
    'Where the page lives on the site, starting with / (such as /about): lowercase letters, digits and dashes. A new page takes one no other page has (/our-garden); on a page that exists, leave it as it is, since other pages link to it.',
  ),
  /** Used in <title> (the brand is appended by the layout's template). */
  title: labelled(
    textSchema,
    'Page title · पन्ने का शीर्षक',
    'The page’s name in the browser tab, in search results and on share cards; the site’s name is added after it. The large heading on the page is set in its first section.',
  ),
  description: labelled(
    textSchema.max(170, 'keep descriptions under 170 characters for search results'),
    'Short description · छोटा विवरण',
    'One or two sentences under the title in search results and on share cards; not shown on the page. At most 170 characters.',
  ),
  /** Label in the navbar; pages without one are not in the navbar. */
  nav: labelled(
    textSchema,
    'Name in the menu · मेन्यू में नाम',
    'The page’s name in the menu at the top of every page, kept short. Leave empty to keep the page out of the menu.',
  ).optional(),
  /** Pages that should not appear in search (sitemap excluded, robots noindex). */
  noindex: labelled(
    z.boolean(),
    'Hide from search engines',
    'On: search engines are asked not to list this page, and it is left out of the site map they read. For pages such as thank you and page not found.',
  ).default(false),
  /** The property the page presents, described for search engines in its structured data. */
  about: labelled(
    propertyIdSchema,
    'House this page presents',
    'Which house this page is about, described for search engines (for a house open for stays, as a place to stay with its comforts). Only on the house’s own pages; leave empty on others. The rooms, the rates, the stay request and the before-the-trip sections go only on a page about the house open for stays.',
  ).optional(),
  /** The page from top to bottom. */
  blocks: labelled(
    z.array(blockSchema).min(1),
    'Sections of the page',
    'The sections of the page from top to bottom, each of a kind picked when it is added. At least one.',
  ),
});

export const pageSchema = pageFields.superRefine((page, ctx) => {
  const placed = page.blocks.flatMap((b, i) =>
    b.type === 'aside'
      ? [
          ...b.blocks.map((s, j) => ({ s, at: ['blocks', i, 'blocks', j] })),
          { s: b.aside, at: ['blocks', i, 'aside'] },
        ]
      : b.type === 'floating'
        ? b.blocks.map((s, j) => ({ s, at: ['blocks', i, 'blocks', j] }))
        : [{ s: b, at: ['blocks', i] }],
  );
  const open = stayHouseId();
  for (const { s, at } of placed) {
    if (!showsHouse(s) || page.about === open) continue;
    ctx.addIssue({
      code: 'custom',
      path: at,
      message:
        page.about === undefined
          ? `shows the rooms, rates or stay answers of the house open for stays ("${open}"): say the page presents it (about: ${open}), or take the section out`
          : `shows rooms, rates or stay answers, but "${page.about}" is not open for stays: only a page about the house open for stays ("${open}") can offer them. Take the section out, or open the house for stays first`,
    });
  }
});

export type Page = z.output<typeof pageSchema>;

/**
 * A page as content describes it: its address, how search and the navbar name it, and its
 * sections in order. Parsed when the page is built, so a misspelt block, picture or icon stops
 * `next build` with the file and the field named.
 */
export function definePage(file: string, page: z.input<typeof pageSchema>): Page {
  return parseContent(file, pageSchema, page);
}

/**
 * Every section of a page in reading order: those beside a side panel and the panel, and those
 * under a floating button, included.
 */
export function sectionsOf(page: Page): Section[] {
  return page.blocks.flatMap((b) =>
    b.type === 'aside' ? [...b.blocks, b.aside] : b.type === 'floating' ? b.blocks : [b],
  );
}

/**
 * A page's section of one kind (and id, when the page has several): for pages and tests that
 * need one section's words. A missing one is a content error, named.
 */
export function findSection<T extends Section['type']>(
  page: Page,
  type: T,
  id?: string,
): Extract<Section, { type: T }> {
  const found = sectionsOf(page).find(
    (s): s is Extract<Section, { type: T }> =>
      s.type === type && (id === undefined || ('id' in s && s.id === id)),
  );
  if (!found) throw new Error(`${page.path} has no "${type}" section${id ? ` "${id}"` : ''}`);
  return found;
}

type VariantOf<T extends Section['type']> = Extract<
  Section,
  { type: T; variant: string }
>['variant'];

/** The same for a kind drawn in several ways, narrowed to the variant asked for. */
export function findVariant<T extends Section['type'], V extends VariantOf<T>>(
  page: Page,
  type: T,
  variant: V,
  id?: string,
): Extract<Section, { type: T; variant: V }> {
  const found = sectionsOf(page).find(
    (s): s is Extract<Section, { type: T; variant: V }> =>
      s.type === type &&
      'variant' in s &&
      s.variant === variant &&
      (id === undefined || ('id' in s && s.id === id)),
  );
  if (!found) throw new Error(`${page.path} has no "${type}" (${variant}) section`);
  return found;
}
