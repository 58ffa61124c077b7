import { z } from 'zod';
import { blockSchema, type Section } from './blocks';
import { codeString, parseContent, textSchema } from './schema';

export const pageSchema = z.object({
  path: codeString(
    'path',
    z.string().regex(/^\/[a-z0-9/-]*$/, 'must be an absolute path such as "/about"'),
  ),
  /** Used in <title> (the brand is appended by the layout's template). */
  title: textSchema,
  description: textSchema.max(170, 'keep descriptions under 170 characters for search results'),
  /** Label in the navbar; pages without one are not in the navbar. */
  nav: textSchema.optional(),
  /** Pages that should not appear in search (sitemap excluded, robots noindex). */
  noindex: z.boolean().default(false),
  /** The property the page presents, described for search engines in its structured data. */
  about: z.enum(['chaaya', 'san', 'awoka']).optional(),
  /** The page from top to bottom. */
  blocks: z.array(blockSchema).min(1),
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
