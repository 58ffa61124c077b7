#!/usr/bin/env node
// After `next build`: put the first paint first, give the carousels and room tabs their early
// script, give every exported page its Content-Security-Policy (hashes of the page's own inline
// scripts), mark Next's scripts for compiling off the page's thread, write favicon.ico, and copy
// the `_headers` file for hosts that read one.
// (Share cards are a route of their own: app/og/[card]/route.tsx.)
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
import { parse as parseYaml } from 'yaml';
import { dateInIndia } from '../lib/dates.mjs';
import { staleRatesWarning } from './lib/exchange-rates-age.mjs';

const require = createRequire(import.meta.url);
const { inlineScripts, hashScript, buildPolicy, injectCsp, formOrigins } = require('./lib/csp.cjs');
const { parseBasePath } = require('./lib/parse-base-path.cjs');
const {
  firstPaintFirst,
  previewsFrom,
  PROBE_WORKER,
  PROBE_WORKER_FILE,
} = require('./lib/first-paint.cjs');
const { injectEarlyInput } = require('./lib/early-input.cjs');
const { withCompileHint } = require('./lib/compile-hints.cjs');

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

const decode = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

const previewOf = previewsFrom(
  JSON.parse(readFileSync(path.join(root, 'content/generated/images.json'), 'utf8')),
);
let pages = 0;
let hashes = 0;

for (const file of walk(out).filter((f) => f.endsWith('.html'))) {
  let html = readFileSync(file, 'utf8');

  html = firstPaintFirst(
    html,
    (href) => readFileSync(fileOf(href), 'utf8'),
    previewOf,
    path.relative(out, file),
  );
  // Before hashing: the carousels' and room tabs' early script is one of the page's inline scripts.
  html = injectEarlyInput(html);
  const scripts = inlineScripts(html).map(hashScript);
  hashes += scripts.length;
  const posts = formOrigins(html);
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

// Next's scripts are compiled as they stream in, off the page's thread.
const chunks = walk(path.join(out, '_next/static/chunks')).filter((f) => f.endsWith('.js'));
for (const file of chunks) writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));

// The Hindi pages' font probe measures in a worker loaded from beside the faces it asks about.
const faceDirs = new Set(
  walk(path.join(out, '_next'))
    .filter((f) => f.endsWith('.woff2'))
    .map((f) => path.dirname(f)),
);
for (const dir of faceDirs) writeFileSync(path.join(dir, PROBE_WORKER_FILE), PROBE_WORKER);

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

writeFileSync(
  path.join(out, 'favicon.ico'),
  await faviconIco(readFileSync(path.join(root, 'public/favicon.svg')), [16, 32, 48]),
);
/*
 * The editor's bundle as this site serves it. Out of the box it reaches two other hosts on every
 * load, which its policy here refuses: its three faces from cdn.jsdelivr.net (the interface's
 * text, code and icon font) and unpkg.com, asked for the newest version to offer an update. The
 * faces are served from admin/fonts/ instead (the same Fontsource files, from node_modules, at
 * the versions the bundle names), and the update check is taken out: the version is pinned in
 * package.json and changes by a commit. Each rewrite must match exactly once, so a new version of
 * the editor that moved them stops the build here instead of breaking /admin/ quietly.
 */
const EDITOR_FONTS = [
  [
    'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    'source-sans-3-latin-wght-normal.woff2',
    '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  ],
  [
    'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    'noto-mono-latin-400-normal.woff2',
    '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  ],
  [
    'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    'material-symbols-outlined-latin-wght-normal.woff2',
    '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  ],
];

function editorBundle(js) {
  const once = (text, pattern, replacement, what) => {
    const found = text.split(pattern).length - 1;
    if (found !== 1) {
      console.error(
        `postbuild: the editor's bundle has ${found} ${what} (expected 1): check @sveltia/cms`,
      );
      process.exit(1);
    }
    return text.replace(pattern, replacement);
  };
  let out = js;
  for (const [url, file] of EDITOR_FONTS) {
    // Relative to the editor's page (its styles are in the document), so a base path needs nothing.
    out = once(out, url, `fonts/${file}`, `address ${url}`);
  }
  const check = /(\w+)=`\$\{\w+\}\/package\.json`/.exec(out)?.[1];
  out = once(
    out,
    `{let e=await fetch(${check});`,
    `{return;let e=await fetch(${check});`,
    'update check',
  );
  // Libraries the editor loads when a screen needs them come from this site, not unpkg.com: the
  // one the photo details need (exifr, the date and place a photo was taken) is copied beside the
  // bundle (EDITOR_LIBRARIES), any other is asked of this site and found missing, never of a CDN.
  out = once(out, 'https://unpkg.com/${e}', './vendor/${e}', 'library address');
  out = once(out, '`exifr`,`dist/lite.esm.mjs`', '`exifr`,`dist/lite.esm.js`', 'exifr import');
  // The source map is not shipped: no reference to a file that is not there.
  return out.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

// The one line an owner must not miss: whether visitors' messages go anywhere.
const contactHtml = readFileSync(path.join(out, 'contact/index.html'), 'utf8');
const action = /<form\b[^>]*\baction="([^"]+)"/.exec(contactHtml)?.[1];
console.log(
  action
    ? `contact form: delivers to ${decode(action)}`
    : 'contact form: SIMULATED, messages are not sent anywhere (set contactForm.endpoint in content/site.yaml or CONTACT_ENDPOINT)',
);
// The other line an owner must not miss: whether the pay page's UPI ID can receive money.
const payHtml = path.join(out, 'pay/index.html');
if (existsSync(payHtml) && /@example</.test(readFileSync(payHtml, 'utf8'))) {
  console.warn(
    'pay page: WARNING, the UPI ID is the example (…@example), which no UPI app can pay (set upiId in content/payment.yaml)',
  );
}
// And whether the amounts shown to guests from abroad are at rates old enough to mislead.
const ratesWarning = staleRatesWarning(
  parseYaml(readFileSync(path.join(root, 'content/payment.yaml'), 'utf8'))?.exchangeRates?.date,
  dateInIndia(),
);
if (ratesWarning) console.warn(ratesWarning);
copyFileSync(path.join(root, 'deploy/_headers'), path.join(out, '_headers'));

// The browser editor at /admin/ (Sveltia CMS, pinned in package.json): its bundle from
// node_modules, served from this site, never from a CDN; a page that loads it by a relative
// address, so it works under a base path too; and its config.yml, written by next build
// (app/admin/config.yml/route.ts). Written after the pages' CSP pass: the editor has its own
// policy, sent as a header (deploy/nginx.conf, deploy/_headers), and no inline script to hash.
const adminDir = path.join(out, 'admin');
if (!existsSync(path.join(adminDir, 'config.yml'))) {
  console.error('postbuild: out/admin/config.yml not found; next build writes it.');
  process.exit(1);
}
writeFileSync(
  path.join(adminDir, 'sveltia-cms.js'),
  editorBundle(
    readFileSync(path.join(root, 'node_modules/@sveltia/cms/dist/sveltia-cms.js'), 'utf8'),
  ),
);
// The version in the folder's name is the one the bundle asks for (its dependency range's floor).
const exifrVersion = /exifr:`\^?([\d.]+)`/.exec(
  readFileSync(path.join(root, 'node_modules/@sveltia/cms/dist/sveltia-cms.js'), 'utf8'),
)?.[1];
if (!exifrVersion) {
  console.error("postbuild: the editor's bundle names no exifr version: check @sveltia/cms");
  process.exit(1);
}
mkdirSync(path.join(adminDir, `vendor/exifr@${exifrVersion}/dist`), { recursive: true });
copyFileSync(
  path.join(root, 'node_modules/exifr/dist/lite.esm.js'),
  path.join(adminDir, `vendor/exifr@${exifrVersion}/dist/lite.esm.js`),
);
for (const [, file, from] of EDITOR_FONTS) {
  mkdirSync(path.join(adminDir, 'fonts'), { recursive: true });
  copyFileSync(path.join(root, 'node_modules', from), path.join(adminDir, 'fonts', file));
}
writeFileSync(
  path.join(adminDir, 'index.html'),
  `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Edit the site</title>
  </head>
  <body>
    <script src="./sveltia-cms.js"></script>
  </body>
</html>
`,
);
console.log(
  `postbuild: CSP on ${pages} pages (${hashes} inline script hashes), compile hint on ${chunks.length} scripts, favicon.ico, _headers copied, editor at admin/`,
);
