#!/usr/bin/env node
// After `next build`: give every exported page its Content-Security-Policy (hashes of the page's
// own inline scripts), draw its 1200×630 share card from its title and hero photo, and copy the
// `_headers` file for hosts that read one.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const { inlineScripts, hashScript, buildPolicy, injectCsp, formOrigins } = require('./lib/csp.cjs');
const { parseBasePath } = require('./lib/base-path.cjs');
const { woffToSfnt } = require('./lib/woff.cjs');
const { firstPaintFirst, previewsFrom } = require('./lib/first-paint.cjs');

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(root, process.env.OUT_DIR || 'out');
// URLs in the pages carry the base path; files in out/ do not.
const basePath = parseBasePath(process.env.BASE_PATH);
const fileOf = (urlPath) =>
  path.join(
    out,
    basePath && urlPath.startsWith(`${basePath}/`) ? urlPath.slice(basePath.length) : urlPath,
  );
const thirdParties = JSON.parse(
  readFileSync(path.join(root, 'content/third-parties.json'), 'utf8'),
);

if (!existsSync(path.join(out, 'index.html'))) {
  console.error(`postbuild: ${out}/index.html not found; run next build first.`);
  process.exit(1);
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

// librsvg/pango draw from TTF, not WOFF: unwrap the brand face once.
const fontDir = path.join(root, '.cache/fonts');
mkdirSync(fontDir, { recursive: true });
const fontfile = path.join(fontDir, 'cormorant-garamond-600.ttf');
if (!existsSync(fontfile)) {
  const woff =
    require.resolve('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff');
  writeFileSync(fontfile, woffToSfnt(readFileSync(woff)));
}

const escapeMarkup = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const decode = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

async function shareCard(file, title, photo) {
  const W = 1200;
  const H = 630;
  const base = sharp(photo).resize(W, H, { fit: 'cover' });
  const scrim = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.3">
        <stop offset="0" stop-color="#1d1a22" stop-opacity="0.88"/>
        <stop offset="0.65" stop-color="#1d1a22" stop-opacity="0.45"/>
        <stop offset="1" stop-color="#1d1a22" stop-opacity="0.1"/></linearGradient></defs>
      <rect width="${W}" height="${H}" fill="url(#g)"/>
      <rect x="72" y="470" width="64" height="3" fill="#e8c9b3"/>
    </svg>`,
  );
  const text = (markup, width) =>
    sharp({ text: { text: markup, fontfile, width, rgba: true, dpi: 72, wrap: 'word' } })
      .png()
      .toBuffer();
  const brand = await text(
    `<span foreground="#e8c9b3" font_desc="Cormorant Garamond SemiBold, 34" letter_spacing="3000">SMRITI</span>`,
    600,
  );
  const heading = await text(
    `<span foreground="#fffdf8" font_desc="Cormorant Garamond SemiBold, 76">${escapeMarkup(title)}</span>`,
    860,
  );
  const headingMeta = await sharp(heading).metadata();
  const line = await text(
    `<span foreground="#f8f3ea" font_desc="Cormorant Garamond SemiBold, 30">Heritage sanctuaries of the Himalayas</span>`,
    800,
  );
  await base
    .composite([
      { input: scrim, left: 0, top: 0 },
      { input: brand, left: 72, top: 64 },
      { input: heading, left: 72, top: Math.max(140, 450 - (headingMeta.height ?? 0)) },
      { input: line, left: 72, top: 500 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file);
}

const imgDir = path.join(out, 'img');
const fallbackPhoto = readdirSync(imgDir).find(
  (f) => f.startsWith('hero-home.') && f.endsWith('.jpg'),
);
const cards = new Map();
const previewOf = previewsFrom(
  JSON.parse(readFileSync(path.join(root, 'content/generated/images.json'), 'utf8')),
);
let pages = 0;
let hashes = 0;
const endpoints = new Set();

for (const file of walk(out).filter((f) => f.endsWith('.html'))) {
  let html = readFileSync(file, 'utf8');

  const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  if (og) {
    const ogPath = new URL(decode(og)).pathname;
    if (!cards.has(ogPath)) {
      const title = decode(
        /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? 'Smriti',
      );
      const hero =
        /<img[^>]*fetchPriority="high"[^>]*src="([^"]+\.jpg)"/.exec(html)?.[1] ??
        /<img[^>]*src="([^"]+\.jpg)"[^>]*fetchPriority="high"/.exec(html)?.[1];
      const photo = hero ? fileOf(hero) : path.join(imgDir, fallbackPhoto ?? '');
      const target = fileOf(ogPath);
      mkdirSync(path.dirname(target), { recursive: true });
      cards.set(ogPath, shareCard(target, title, photo));
    }
  }

  html = firstPaintFirst(html, (href) => readFileSync(fileOf(href), 'utf8'), previewOf);
  const scripts = inlineScripts(html).map(hashScript);
  hashes += scripts.length;
  const posts = formOrigins(html);
  for (const origin of posts) endpoints.add(origin);
  html = injectCsp(
    html,
    buildPolicy({
      scriptHashes: scripts,
      frameSrc: thirdParties.frameSrc,
      connectSrc: [...(thirdParties.connectSrc ?? []), ...posts],
      formAction: posts,
    }),
  );
  writeFileSync(file, html);
  pages++;
}

// Browsers, feed readers and crawlers ask for /favicon.ico whatever the page links: an .ico
// holding PNG frames (readable everywhere since Windows Vista) drawn from the same SVG.
async function faviconIco(svg, sizes) {
  const frames = await Promise.all(
    sizes.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()),
  );
  const header = Buffer.alloc(6 + 16 * frames.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(frames.length, 4);
  let offset = header.length;
  frames.forEach((png, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(sizes[i] % 256, entry); // width (0 means 256)
    header.writeUInt8(sizes[i] % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...frames]);
}

await Promise.all(cards.values());
writeFileSync(
  path.join(out, 'favicon.ico'),
  await faviconIco(readFileSync(path.join(root, 'public/favicon.svg')), [16, 32, 48]),
);
// The one line an owner must not miss: whether visitors' messages go anywhere.
const contactHtml = readFileSync(path.join(out, 'contact/index.html'), 'utf8');
const action = /<form\b[^>]*\baction="([^"]+)"/.exec(contactHtml)?.[1];
console.log(
  action
    ? `contact form: delivers to ${decode(action)}`
    : 'contact form: SIMULATED, messages are not sent anywhere (set contactForm.endpoint in content/site.ts or CONTACT_ENDPOINT)',
);
copyFileSync(path.join(root, 'deploy/_headers'), path.join(out, '_headers'));
console.log(
  `postbuild: CSP on ${pages} pages (${hashes} inline script hashes), ${cards.size} share cards, favicon.ico, _headers copied`,
);
