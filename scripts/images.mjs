#!/usr/bin/env node
// Build-time image step: for every slot in content/images.json, take the owner's photo from
// content/photos/<id>.(jpg|jpeg|png|webp|avif) or else draw the art-directed placeholder, and
// write responsive AVIF/WebP variants plus one JPEG fallback into public/img/, named with a
// content hash so hosts can cache them forever. components/ui/Picture.tsx reads the manifest.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sceneSvg } from './placeholder-art.mjs';

const root = path.resolve(import.meta.dirname, '..');
const slotsFile = path.join(root, 'content/images.json');
const photosDir = path.join(root, 'content/photos');
const outDir = path.join(root, 'public/img');
const manifestFile = path.join(root, 'content/generated/images.json');

export const WIDTHS = [480, 800, 1200, 1600, 1920];
const FALLBACK_WIDTH = 1200;
const ASPECTS = {
  '16:9': [16, 9],
  '21:9': [21, 9],
  '3:2': [3, 2],
  '4:3': [4, 3],
  '4:5': [4, 5],
  '1:1': [1, 1],
};
const PHOTO_EXTS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

function fail(msg) {
  console.error(`images: ${msg}`);
  process.exit(1);
}

const { images: slots } = JSON.parse(readFileSync(slotsFile, 'utf8'));
const seen = new Set();
for (const [i, s] of slots.entries()) {
  if (!s.id || !/^[a-z0-9-]+$/.test(s.id))
    fail(`content/images.json: images.${i}.id must be lowercase letters, digits and dashes`);
  if (seen.has(s.id)) fail(`content/images.json: images.${i}.id "${s.id}" is used twice`);
  seen.add(s.id);
  if (!ASPECTS[s.aspect])
    fail(
      `content/images.json: images.${i}.aspect "${s.aspect}" is not one of ${Object.keys(ASPECTS).join(', ')}`,
    );
}

const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
mkdirSync(outDir, { recursive: true });
mkdirSync(path.dirname(manifestFile), { recursive: true });

async function source(slot) {
  const photo = PHOTO_EXTS.map((e) => path.join(photosDir, slot.id + e)).find(existsSync);
  if (photo) {
    const bytes = readFileSync(photo);
    return {
      input: bytes,
      hash: createHash('sha1').update(bytes).digest('hex').slice(0, 10),
      kind: 'photo',
    };
  }
  const [aw, ah] = ASPECTS[slot.aspect];
  const width = aw >= ah ? 1920 : 1280;
  const height = Math.round((width * ah) / aw);
  const svg = sceneSvg(slot.art, width, height);
  return {
    input: Buffer.from(svg),
    hash: createHash('sha1').update(svg).digest('hex').slice(0, 10),
    kind: 'placeholder',
  };
}

const files = (id, hash, widths) => [
  ...widths.flatMap((w) => [`${id}.${hash}-${w}.avif`, `${id}.${hash}-${w}.webp`]),
  `${id}.${hash}-${Math.min(FALLBACK_WIDTH, widths.at(-1))}.jpg`,
];

async function build(slot) {
  const src = await source(slot);
  const old = previous[slot.id];
  if (
    old &&
    old.hash === src.hash &&
    files(slot.id, src.hash, old.widths).every((f) => existsSync(path.join(outDir, f)))
  ) {
    return [old, false];
  }
  // Owner photos are cropped to the slot's aspect so layouts never shift.
  const [aw, ah] = ASPECTS[slot.aspect];
  const meta = await sharp(src.input).metadata();
  const srcW = Math.min(meta.width ?? 1920, Math.round(((meta.height ?? 1080) * aw) / ah));
  const base = sharp(src.input)
    .rotate()
    .resize({ width: srcW, height: Math.round((srcW * ah) / aw), fit: 'cover' });
  const master = await base.png().toBuffer();
  const widths = WIDTHS.filter((w) => w <= srcW);
  if (widths.length === 0) widths.push(srcW);
  const height = (w) => Math.round((w * ah) / aw);
  await Promise.all(
    widths.map(async (w) => {
      const resized = sharp(master).resize(w, height(w));
      await resized
        .clone()
        .avif({ quality: 50, effort: 2 })
        .toFile(path.join(outDir, `${slot.id}.${src.hash}-${w}.avif`));
      await resized
        .clone()
        .webp({ quality: 72 })
        .toFile(path.join(outDir, `${slot.id}.${src.hash}-${w}.webp`));
    }),
  );
  const fw = Math.min(FALLBACK_WIDTH, widths.at(-1));
  await sharp(master)
    .resize(fw, height(fw))
    .jpeg({ quality: 74, mozjpeg: true })
    .toFile(path.join(outDir, `${slot.id}.${src.hash}-${fw}.jpg`));
  const tiny = await sharp(master)
    .resize(16, Math.max(1, Math.round((16 * ah) / aw)))
    .webp({ quality: 40 })
    .toBuffer();
  const { dominant } = await sharp(master).stats();
  const colour = `#${[dominant.r, dominant.g, dominant.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  return [
    {
      hash: src.hash,
      kind: src.kind,
      width: widths.at(-1),
      height: height(widths.at(-1)),
      widths,
      fallbackWidth: fw,
      colour,
      blur: `data:image/webp;base64,${tiny.toString('base64')}`,
    },
    true,
  ];
}

const started = Date.now();
const manifest = {};
let made = 0;
const queue = [...slots];
async function worker() {
  for (let slot = queue.shift(); slot; slot = queue.shift()) {
    const [entry, fresh] = await build(slot);
    manifest[slot.id] = entry;
    if (fresh) made++;
  }
}
await Promise.all([worker(), worker()]);

// Drop variants no slot refers to any more, so out/ carries only what pages use.
const keep = new Set(Object.entries(manifest).flatMap(([id, e]) => files(id, e.hash, e.widths)));
for (const f of readdirSync(outDir)) if (!keep.has(f)) rmSync(path.join(outDir, f));

const ordered = Object.fromEntries(slots.map((s) => [s.id, manifest[s.id]]));
writeFileSync(manifestFile, JSON.stringify(ordered, null, 1) + '\n');
const photos = Object.values(manifest).filter((e) => e.kind === 'photo').length;
console.log(
  `images: ${slots.length} slots (${photos} owner photos, ${slots.length - photos} placeholders), ${made} encoded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
