import { z } from 'zod';
import slots from '../../content/images.json';
import { imageRefSchema, parseContent, type ImageRef } from './schema';

/** Every picture slot on the site; alt text and categories are edited in content/images.json. */
const images: readonly ImageRef[] = parseContent(
  'content/images.json',
  z.array(imageRefSchema),
  slots.images,
);

const byId = new Map(images.map((img) => [img.id, img]));

export function getImage(id: string): ImageRef {
  const img = byId.get(id);
  if (!img) throw new Error(`content/images.json: no image slot "${id}"`);
  return img;
}

export function getImages(prefix: string): ImageRef[] {
  return images.filter((img) => img.id.startsWith(prefix));
}

export { images };
