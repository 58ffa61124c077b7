import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { withBasePath } from './base-path';

const entrySchema = z.object({
  hash: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
  fallbackWidth: z.number().int().positive(),
  colour: z.string(),
  wash: z.string().regex(/^linear-gradient\(#[0-9a-f]{6}(,#[0-9a-f]{6})+\)$/),
});

export type ImageVariants = z.output<typeof entrySchema>;

let cache: Record<string, ImageVariants> | undefined;

/** Reads the manifest scripts/make-images.mjs writes; only ever runs at build time (server side). */
export function getVariants(id: string): ImageVariants {
  if (!cache) {
    const file = path.join(process.cwd(), 'content/generated/images.json');
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch {
      throw new Error('content/generated/images.json is missing: run `npm run images` first.');
    }
    cache = z.record(z.string(), entrySchema).parse(JSON.parse(raw));
  }
  const entry = cache[id];
  if (!entry) throw new Error(`No image variants for "${id}": run \`npm run images\`.`);
  return entry;
}

export function variantUrl(
  id: string,
  v: ImageVariants,
  width: number,
  format: 'avif' | 'webp' | 'jpg',
) {
  return withBasePath(`/img/${id}.${v.hash}-${width}.${format}`);
}
