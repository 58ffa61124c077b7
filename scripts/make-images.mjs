#!/usr/bin/env node
// Build-time image step: for every slot in content/images.json, take the owner's photo from
// content/photos/<id>.<ext> or else draw the art-directed placeholder, and write responsive
// AVIF/WebP variants plus one JPEG fallback into public/img/, named with a content hash so hosts
// can cache them forever. components/ui/Picture.tsx reads the manifest.
//
// Owners drop in what a phone or camera makes, so a photo is turned upright from its EXIF
// orientation, flattened onto the page colour if it has transparency, converted to sRGB (CMYK,
// 16-bit, wide-gamut) and written without any metadata: no EXIF, no GPS position, no camera
// serial, no ICC profile. `processImages` is the whole step and is what the unit tests drive;
// `node scripts/make-images.mjs` runs it on the project's folders.
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { FOCUS_HINT, parseFocus } from '../lib/content/focus.mjs';
import { sceneSvg } from './placeholder-art.mjs';

const root = path.resolve(import.meta.dirname, '..');

export const WIDTHS = [480, 800, 1200, 1600, 1920];
const FALLBACK_WIDTH = 1200;
export const ASPECTS = {
  '16:9': [16, 9],
  '21:9': [21, 9],
  '3:2': [3, 2],
  '4:3': [4, 3],
  '4:5': [4, 5],
  '1:1': [1, 1],
};
export const PHOTO_EXTS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff'];
const HEIC_EXTS = ['.heic', '.heif', '.hif'];
const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'tiff']);
/**
 * Largest original read, in pixels: a 108 MP phone sensor (12000×9000) passes. Above it a
 * decode could need more memory than a small build machine has.
 */
export const MAX_PIXELS = 120_000_000;
/** Encoding settings; part of the cache key, so changing one re-encodes every slot. */
const ENCODE = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72 },
  jpeg: { quality: 74, mozjpeg: true },
  // Behind every photo until it arrives: its colours top to bottom as a CSS gradient. A tiny
  // blurred image there cost every page a data-URL fetch per photo inside style recalculation.
  wash: { stops: 3 },
  // Full-bleed openings (16:9 slots) also get a preview: as wide as the file a phone picks, so it
  // is not drawn upscaled, and small enough to travel inside the HTML. The first that fits wins.
  preview: { aspect: '16:9', width: 800, qualities: [60, 45, 30, 20, 12], maxBytes: 12 * 1024 },
};
// Originals can be huge: read them once, front to back, and never keep decoded images around.
const INPUT = { limitInputPixels: MAX_PIXELS, sequentialRead: true, failOn: 'warning' };

/** `#rrggbb` from three 0–255 channels. */
function hex(rgb) {
  return `#${[...rgb].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The best preview under the byte cap as a data URI, or none if even the lowest quality is over. */
async function encodePreview(image) {
  for (const quality of ENCODE.preview.qualities) {
    const buf = await image.clone().avif({ quality, effort: 4 }).toBuffer();
    if (buf.length <= ENCODE.preview.maxBytes) {
      return `data:image/avif;base64,${buf.toString('base64')}`;
    }
  }
  return undefined;
}

/** A problem the owner must fix; the CLI prints its message and stops the build. */
export class ImageError extends Error {
  name = 'ImageError';
}

/** A file's path as the owner knows it: relative to the project when inside it. */
function shown(file) {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}

/**
 * The widest variant a slot serves, so the width an original needs: landscape and square slots
 * fill wide screens (up to 1920 px), portrait ones are never drawn that wide.
 */
export function slotWidth(aspect) {
  const [aw, ah] = ASPECTS[aspect];
  const limit = aw >= ah ? 1920 : 1280;
  return Math.max(...WIDTHS.filter((w) => w <= limit));
}

/** The page background from the theme, so a transparent PNG looks as it did on the page. */
export function themeBackground(cssFile = path.join(root, 'app/globals.css')) {
  const m = /--color-parchment:\s*(#[0-9a-f]{6})\b/i.exec(readFileSync(cssFile, 'utf8'));
  if (!m) throw new ImageError(`${shown(cssFile)}: no --color-parchment colour to flatten onto`);
  return m[1].toLowerCase();
}

/** Checks every slot; all problems in one message, in the content schema's format. */
export function validateSlots(slots, file = 'content/images.json') {
  const problems = [];
  const seen = new Set();
  if (!Array.isArray(slots)) problems.push('  - images: must be a list of picture slots');
  for (const [i, s] of (Array.isArray(slots) ? slots : []).entries()) {
    if (typeof s?.id !== 'string' || !/^[a-z0-9-]+$/.test(s.id)) {
      problems.push(`  - images.${i}.id: must be lowercase letters, digits and dashes`);
    } else if (seen.has(s.id)) {
      problems.push(`  - images.${i}.id: "${s.id}" is used twice`);
    }
    seen.add(s?.id);
    if (!Object.hasOwn(ASPECTS, s?.aspect)) {
      problems.push(
        `  - images.${i}.aspect: "${s?.aspect}" is not one of ${Object.keys(ASPECTS).join(', ')}`,
      );
    }
    if (s?.focus !== undefined && !parseFocus(s.focus)) {
      problems.push(`  - images.${i}.focus: ${JSON.stringify(s.focus)} ${FOCUS_HINT}`);
    }
  }
  if (problems.length) throw new ImageError(`Invalid content in ${file}:\n${problems.join('\n')}`);
}

/** HEIC (the iPhone default) needs an HEVC decoder that sharp's prebuilt libvips lacks. */
function isHeic(file) {
  const bytes = Buffer.alloc(64);
  const fd = openSync(file, 'r');
  try {
    bytes.fill(0, readSync(fd, bytes, 0, bytes.length, 0));
  } finally {
    closeSync(fd);
  }
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let o = 16; o + 4 <= size; o += 4) brands.push(bytes.toString('latin1', o, o + 4));
  return brands.some((b) => /^(heic|heix|heim|heis|hevc|hevx|hevm|hevs)$/.test(b));
}

const heicError = (file) =>
  new ImageError(
    `${shown(file)} is a HEIC photo, which this build cannot read: export it as JPEG ` +
      `(on an iPhone: Settings → Camera → Formats → Most Compatible, or share it as JPEG) ` +
      `and save it as ${path.basename(file, path.extname(file))}.jpg`,
  );

/**
 * Finds each slot's photo in photosDir (names compared without case, as phones write .JPG),
 * refusing formats the build cannot read. Returns the photos by slot id and warnings for
 * files that match no slot.
 */
function findPhotos(photosDir, ids, chosen = new Map()) {
  const bySlot = new Map();
  const warnings = [];
  // A photo chosen in the editor where it shows is its slot's photo, whatever its file is named.
  const chosenFiles = new Set([...chosen.values()].map((f) => path.resolve(f)));
  for (const [id, file] of chosen) {
    if (!ids.has(id))
      throw new ImageError(
        `${shown(file)} is chosen for "${id}", which is no slot in content/images.json`,
      );
    checkFormat(file);
    bySlot.set(id, file);
  }
  if (!existsSync(photosDir)) return { bySlot, warnings };
  for (const name of readdirSync(photosDir).sort()) {
    if (name.startsWith('.')) continue;
    const file = path.join(photosDir, name);
    if (chosenFiles.has(path.resolve(file))) continue;
    const id = path.basename(name, path.extname(name)).toLowerCase();
    if (chosen.has(id)) {
      warnings.push(`${shown(file)} is not used: ${shown(chosen.get(id))} is chosen for "${id}"`);
      continue;
    }
    if (!ids.has(id)) {
      if (name.toLowerCase() !== 'readme.md') {
        warnings.push(
          `${shown(file)} matches no slot in content/images.json and is not used: name it ` +
            `after a slot id, for example hero-home.jpg`,
        );
      }
      continue;
    }
    checkFormat(file);
    const other = bySlot.get(id);
    if (other) {
      throw new ImageError(
        `${shown(other)} and ${shown(file)} are both photos for slot "${id}": keep one`,
      );
    }
    bySlot.set(id, file);
  }
  return { bySlot, warnings };
}

function checkFormat(file) {
  const ext = path.extname(file).toLowerCase();
  if (HEIC_EXTS.includes(ext)) throw heicError(file);
  if (!PHOTO_EXTS.includes(ext)) {
    throw new ImageError(
      `${shown(file)}: "${ext || '(no extension)'}" is not a photo format this build reads ` +
        `(${PHOTO_EXTS.join(', ')}): export it as JPEG`,
    );
  }
}

/**
 * The photos the family chose in the browser editor: beside a slot's `image` where the picture
 * shows (a room, a hero section), or beside a slot's `id` under Photos (content/images.json), the
 * photo an upload into content/photos/ under whatever name it came with. Returns them by slot id;
 * where two places choose different photos for one slot, the one where the picture shows wins,
 * then the first in file order, and `warn` says so.
 */
export function chosenPhotos(contentDir = path.join(root, 'content'), warn = () => {}) {
  const chosen = new Map();
  const slotsFile = path.join(contentDir, 'images.json');
  const walk = (value, file) => {
    if (Array.isArray(value)) return value.forEach((v) => walk(v, file));
    if (!value || typeof value !== 'object') return;
    const slot =
      typeof value.image === 'string'
        ? value.image
        : file === slotsFile && typeof value.id === 'string'
          ? value.id
          : undefined;
    if (slot && typeof value.photo === 'string' && value.photo) {
      const photo = path.join(path.dirname(contentDir), value.photo.replace(/^\/+/, ''));
      const where = `${shown(file)}: the photo for "${slot}"`;
      if (!photo.startsWith(path.join(contentDir, 'photos') + path.sep)) {
        throw new ImageError(`${where} must be in content/photos/, not ${value.photo}`);
      }
      if (!existsSync(photo))
        throw new ImageError(`${where}, ${value.photo}, is not in the repository`);
      const other = chosen.get(slot);
      if (other && other !== photo) {
        warn(`${where} is ${shown(photo)}, but ${shown(other)} is chosen too and is used`);
      } else chosen.set(slot, photo);
    }
    Object.values(value).forEach((v) => walk(v, file));
  };
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return ['generated', 'photos'].includes(e.name) ? [] : files(full);
      return /\.(ya?ml|json)$/.test(e.name) ? [full] : [];
    });
  if (!existsSync(contentDir)) return chosen;
  // Photos (images.json) last: a photo chosen where the picture shows comes first.
  const all = files(contentDir).sort((a, b) => Number(a === slotsFile) - Number(b === slotsFile));
  for (const file of all) {
    const text = readFileSync(file, 'utf8');
    walk(file.endsWith('.json') ? JSON.parse(text) : parseYaml(text), file);
  }
  return chosen;
}

async function hashFile(file) {
  const hash = createHash('sha1');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest();
}

/** Reads an original's header; anything sharp cannot decode stops the build here. */
async function inspect(file) {
  if (isHeic(file)) throw heicError(file);
  let meta;
  try {
    // Header only: the size check below explains an oversized original better than sharp would.
    meta = await sharp(file, { ...INPUT, limitInputPixels: false }).metadata();
  } catch (err) {
    const reason = String(err?.message ?? err).split('\n')[0];
    throw new ImageError(
      `${shown(file)} cannot be read as an image (${reason}): the file is damaged or not a ` +
        `photo. Open it on your computer and export it as JPEG again.`,
    );
  }
  if (meta.format === 'heif' && meta.compression === 'hevc') throw heicError(file);
  if (!FORMATS.has(meta.format)) {
    throw new ImageError(
      `${shown(file)} is a ${meta.format.toUpperCase()} file, not a photo this build reads: export it as JPEG`,
    );
  }
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new ImageError(
      `${shown(file)} is ${meta.width}×${meta.height} (${Math.round((meta.width * meta.height) / 1e6)} MP), ` +
        `larger than this build reads (${MAX_PIXELS / 1e6} MP): export it as JPEG at most 8000 px on its long side`,
    );
  }
  // Orientations 5–8 are quarter turns: the upright photo is the stored one's height wide.
  const turned = (meta.orientation ?? 1) >= 5;
  return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
}

/**
 * The upright, flattened, sRGB master of a slot at its largest served width, as raw pixels:
 * the crop to the slot's aspect keeps the focal point; originals are never enlarged.
 */
async function master(input, inputOptions, size, aspect, focus, background) {
  const [aw, ah] = ASPECTS[aspect];
  const cropW = Math.min(size.width, Math.floor((size.height * aw) / ah));
  const width = Math.max(1, Math.min(cropW, slotWidth(aspect)));
  const height = Math.max(1, Math.round((width * ah) / aw));
  let img = sharp(input, inputOptions).rotate();
  if (focus.keyword) {
    img = img.resize(width, height, { fit: 'cover', position: focus.keyword });
  } else {
    // Scale so the slot's box fits inside, then cut the box where the percentages put it.
    const scale = Math.max(width / size.width, height / size.height);
    const rw = Math.max(width, Math.round(size.width * scale));
    const rh = Math.max(height, Math.round(size.height * scale));
    img = img.resize(rw, rh, { fit: 'fill' }).extract({
      left: Math.round((rw - width) * focus.x),
      top: Math.round((rh - height) * focus.y),
      width,
      height,
    });
  }
  const { data, info } = await img
    .flatten({ background })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels }, cropW };
}

const files = (id, hash, widths) => [
  ...widths.flatMap((w) => [`${id}.${hash}-${w}.avif`, `${id}.${hash}-${w}.webp`]),
  `${id}.${hash}-${Math.min(FALLBACK_WIDTH, widths.at(-1))}.jpg`,
];

/** Everything that changes the output besides the source bytes. */
function pipelineKey(background) {
  const code = [import.meta.url, new URL('../lib/content/focus.mjs', import.meta.url)]
    .map((u) => readFileSync(fileURLToPath(u), 'utf8'))
    .join('\0');
  return createHash('sha1')
    .update(code)
    .update(JSON.stringify({ ENCODE, WIDTHS, FALLBACK_WIDTH, background, sharp: sharp.versions }))
    .digest('hex');
}

/**
 * Makes every slot's variants and the manifest.
 * @param {object} [o]
 * @param {string} [o.slotsFile]    content/images.json (a `{ images: [...] }` file)
 * @param {string} [o.photosDir]    the owner's photos, <slot id>.<ext>
 * @param {string} [o.contentDir]   where photos chosen in the editor are named (the photos' parent)
 * @param {string} [o.outDir]       where the variants go (files no slot uses are removed)
 * @param {string} [o.manifestFile] the manifest Picture reads
 * @param {string} [o.background]   colour transparent pixels are flattened onto
 * @param {string} [o.pipeline]     extra cache-key text (tests use it to stand for a code change)
 * @param {number} [o.concurrency]  slots encoded at once
 * @param {(msg: string) => void} [o.warn]
 */
export async function processImages({
  slotsFile = path.join(root, 'content/images.json'),
  photosDir = path.join(root, 'content/photos'),
  contentDir = path.join(path.dirname(photosDir), '.'),
  outDir = path.join(root, 'public/img'),
  manifestFile = path.join(root, 'content/generated/images.json'),
  background = themeBackground(),
  pipeline = '',
  concurrency = 2,
  warn = (msg) => console.warn(`images: warning: ${msg}`),
} = {}) {
  const started = Date.now();
  // libvips' operation cache would keep decoded originals alive between slots.
  sharp.cache(false);
  const { images: slots } = JSON.parse(readFileSync(slotsFile, 'utf8'));
  validateSlots(slots, shown(slotsFile));
  const { bySlot, warnings } = findPhotos(
    photosDir,
    new Set(slots.map((s) => s.id)),
    chosenPhotos(contentDir, warn),
  );
  const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  mkdirSync(outDir, { recursive: true });
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  const pipelineHash = pipelineKey(background) + pipeline;

  async function build(slot) {
    const focus = parseFocus(slot.focus ?? 'center');
    const photo = bySlot.get(slot.id);
    let input;
    let inputOptions;
    let size;
    let digest;
    if (photo) {
      // Read by path, not into memory: a 16-bit PNG from a camera can weigh 200 MB.
      input = photo;
      size = await inspect(photo);
      digest = await hashFile(photo);
      inputOptions = INPUT;
    } else {
      const [aw, ah] = ASPECTS[slot.aspect];
      const width = aw >= ah ? 1920 : 1280;
      const height = Math.round((width * ah) / aw);
      input = Buffer.from(sceneSvg(slot.art, width, height));
      digest = createHash('sha1').update(input).digest();
      size = { width, height };
      inputOptions = {};
    }
    const hash = createHash('sha1')
      .update(pipelineHash)
      .update(JSON.stringify({ aspect: slot.aspect, focus }))
      .update(digest)
      .digest('hex')
      .slice(0, 10);
    const old = previous[slot.id];
    if (
      old?.hash === hash &&
      files(slot.id, hash, old.widths).every((f) => existsSync(path.join(outDir, f)))
    ) {
      return [old, false];
    }
    let m;
    try {
      m = await master(input, inputOptions, size, slot.aspect, focus, background);
    } catch (err) {
      if (!photo) throw err;
      const reason = String(err?.message ?? err).split('\n')[0];
      throw new ImageError(
        `${shown(photo)} cannot be decoded (${reason}): the file is damaged. ` +
          `Open it on your computer and export it as JPEG again.`,
      );
    }
    const { width } = m.raw;
    const [aw, ah] = ASPECTS[slot.aspect];
    const heightAt = (w) => Math.round((w * ah) / aw);
    const widths = WIDTHS.filter((w) => w <= width);
    if (widths.length === 0) widths.push(width);
    const from = () => sharp(m.data, { raw: m.raw });
    // One encode at a time per slot: a slot's ten variants in parallel held every buffer at once.
    for (const w of widths) {
      const base = `${slot.id}.${hash}-${w}`;
      const resized = w === width ? from() : from().resize(w, heightAt(w));
      await resized
        .clone()
        .avif(ENCODE.avif)
        .toFile(path.join(outDir, `${base}.avif`));
      await resized
        .clone()
        .webp(ENCODE.webp)
        .toFile(path.join(outDir, `${base}.webp`));
    }
    const fw = Math.min(FALLBACK_WIDTH, widths.at(-1));
    await (fw === width ? from() : from().resize(fw, heightAt(fw)))
      .jpeg(ENCODE.jpeg)
      .toFile(path.join(outDir, `${slot.id}.${hash}-${fw}.jpg`));
    const bands = await from()
      .resize(1, ENCODE.wash.stops, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer();
    const preview =
      slot.aspect === ENCODE.preview.aspect
        ? await encodePreview(
            from().resize(
              Math.min(ENCODE.preview.width, width),
              heightAt(Math.min(ENCODE.preview.width, width)),
            ),
          )
        : undefined;
    const { dominant } = await from().stats();
    const colour = hex([dominant.r, dominant.g, dominant.b]);
    const needed = slotWidth(slot.aspect);
    const entry = {
      hash,
      kind: photo ? 'photo' : 'placeholder',
      width: widths.at(-1),
      height: heightAt(widths.at(-1)),
      widths,
      fallbackWidth: fw,
      colour,
      wash: `linear-gradient(${Array.from({ length: ENCODE.wash.stops }, (_, i) => hex(bands.subarray(i * 3, i * 3 + 3))).join(',')})`,
      ...(preview ? { preview } : {}),
    };
    if (photo && m.cropW < needed) {
      entry.warning =
        `slot "${slot.id}" (${shown(photo)}) is only ${m.cropW} px wide once cropped to ` +
        `${slot.aspect}; it should be at least ${needed} px wide (${needed}×${heightAt(needed)} ` +
        `after cropping) to look sharp on large screens. Use the original from the camera.`;
    }
    return [entry, true];
  }

  const manifest = {};
  let made = 0;
  const queue = [...slots];
  let failed = false;
  async function worker() {
    while (!failed && queue.length) {
      const slot = queue.shift();
      try {
        const [entry, fresh] = await build(slot);
        manifest[slot.id] = entry;
        if (fresh) made++;
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  }
  // Let every started slot finish before reporting, so nothing writes after we return.
  const results = await Promise.allSettled(
    Array.from({ length: Math.max(1, concurrency) }, worker),
  );
  const rejected = results.find((r) => r.status === 'rejected');
  if (rejected) throw rejected.reason;

  // Drop variants no slot refers to any more, so out/ carries only what pages use.
  const keep = new Set(Object.entries(manifest).flatMap(([id, e]) => files(id, e.hash, e.widths)));
  for (const f of readdirSync(outDir)) if (!keep.has(f)) rmSync(path.join(outDir, f));

  const ordered = Object.fromEntries(slots.map((s) => [s.id, manifest[s.id]]));
  writeFileSync(manifestFile, JSON.stringify(ordered, null, 1) + '\n');
  // Cached slots repeat their warning: a build that reuses a too-small photo must still say so.
  for (const e of Object.values(ordered)) if (e.warning) warnings.push(e.warning);
  for (const w of warnings) warn(w);
  const photos = Object.values(ordered).filter((e) => e.kind === 'photo').length;
  return {
    manifest: ordered,
    slots: slots.length,
    photos,
    made,
    warnings,
    seconds: (Date.now() - started) / 1000,
  };
}

async function main() {
  try {
    const r = await processImages();
    console.log(
      `images: ${r.slots} slots (${r.photos} owner photos, ${r.slots - r.photos} placeholders), ${r.made} encoded in ${r.seconds.toFixed(1)} s`,
    );
  } catch (err) {
    if (!(err instanceof ImageError)) throw err;
    console.error(`images: ${err.message}`);
    process.exit(1);
  }
}

// Run only as `node scripts/make-images.mjs`; importing the module (the tests do) has no effect.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  void main();
}
