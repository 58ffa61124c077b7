import type { Edition } from '@/lib/content/editions';
import type { ImageRef } from '@/lib/content/images';
import type { Property, PropertyId } from '@/lib/content/properties';

/*
 * Look-ups in the edition a page is drawn from. Every page, section and loader is handed its
 * edition as a value (a route picks it by language and passes it down), so nothing here keeps a
 * language of its own: two pages rendered at once, or a test rendering either language, cannot
 * see each other's words. Paths in an edition are `pathIn(edition.lang, href)` (edition-path.ts).
 */

/** The edition's words for a picture slot (its alt text). */
export function imageOf(edition: Edition, id: string): ImageRef {
  const found = edition.texts.images.find((i) => i.id === id);
  if (!found) throw new Error(`content/images.json: no image slot "${id}"`);
  return found;
}

export function propertyOf(edition: Edition, id: PropertyId): Property {
  const found = edition.texts.properties.find((p) => p.id === id);
  if (!found) throw new Error(`content/properties.yaml: no property "${id}"`);
  return found;
}
