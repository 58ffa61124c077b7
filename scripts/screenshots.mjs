#!/usr/bin/env node
// `npm run screenshots`: every exported route at 390 px and 1440 px wide, full page, then the
// browser editor's main screens at both widths, into screenshots/ (git-ignored: a set to look
// through after a visual change), served by the same nginx config as the tests (so run
// `npm run build` first).
// `npm run screenshots -- --docs` writes only the pictures README.md and docs/ show, into
// docs/screenshots/: the few kept in git, found from the docs' own links, so a picture added to a
// guide is taken by naming it there.
// `npm run screenshots -- /chaaya-microsite/ /projects/chaaya/` takes only the routes named;
// `npm run screenshots -- --editor` only the editor (either may be joined with --docs).
import { chromium } from '@playwright/test';
import browserConfig from './lib/chromium.cjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createJiti } from 'jiti';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'out');
const OPTIONS = ['--editor', '--docs'];
const port = Number(process.env.SCREENSHOT_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const WIDTHS = [390, 1440];
const { FONTS_KEY } = createRequire(import.meta.url)('./lib/first-paint.cjs');

if (!existsSync(path.join(out, 'index.html'))) {
  console.error('screenshots: out/ not found; run `npm run build` first.');
  process.exit(1);
}

// Every folder of out/ with an index.html is a route (Next's internal _not-found aside), plus 404.
function routes(dir, prefix = '/') {
  const found = existsSync(path.join(dir, 'index.html')) ? [prefix] : [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name.startsWith('_') || name === 'img' || name === 'og' || !statSync(full).isDirectory())
      continue;
    found.push(...routes(full, `${prefix}${name}/`));
  }
  return found;
}
const args = process.argv.slice(2);
const unknown = args.filter((a) => a.startsWith('--') && !OPTIONS.includes(a));
if (unknown.length) {
  console.error(`screenshots: unknown option ${unknown.join(' ')} (only ${OPTIONS.join(', ')}).`);
  process.exit(2);
}
const editorOnly = args.includes('--editor');
const forDocs = args.includes('--docs');
const dest = path.join(root, forDocs ? 'docs/screenshots' : 'screenshots');

// The pictures the README and the guides link to (`screenshots/<name>`), by file name.
function picturesTheDocsShow() {
  const docs = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? docs(path.join(dir, e.name))
        : e.name.endsWith('.md')
          ? [path.join(dir, e.name)]
          : [],
    );
  const names = new Set();
  for (const file of [path.join(root, 'README.md'), ...docs(path.join(root, 'docs'))]) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(
      /screenshots\/([\w.-]+\.(?:jpg|png))/g,
    )) {
      names.add(name);
    }
  }
  return names;
}
// With --docs, a picture is taken only if the docs show it; without, every one is.
const shown = forDocs ? picturesTheDocsShow() : null;
const wanted = (name) => shown === null || shown.has(name);
const written = new Set();
const shotName = (p, width) =>
  `${p === '/' ? 'home' : p.replace(/^\/|\/$/g, '').replace(/\//g, '-')}-${width}.jpg`;
const only = args
  .filter((a) => !a.startsWith('--'))
  .map((p) => (p.endsWith('/') || p === '/404' ? p : `${p}/`));
// Routes named: those pages alone (and the editor too, with --editor); --editor alone: the editor.
const paths =
  editorOnly && only.length === 0
    ? []
    : [...routes(out).sort(), '/404'].filter((p) => only.length === 0 || only.includes(p));
const withEditor =
  (editorOnly || only.length === 0) &&
  (shown === null || [...shown].some((name) => name.startsWith('editor-')));

const server = spawn('node', [path.join(root, 'scripts/nginx-test.mjs')], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; i < 50; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}

mkdirSync(dest, { recursive: true });
// Offline from third parties, as the tests run (the map card shows its fallback). Blocked by
// name resolution rather than by routing requests: Playwright turns the HTTP cache off while it
// routes, and then the cached web fonts arrive too late to be used, so each page was measured in
// the fallback faces and drawn in the web fonts, leaving a blank band under the footer.
const offline = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
const browser = await chromium.launch({
  executablePath: browserConfig.path,
  args: [...browserConfig.flags, ...offline],
});
for (const width of WIDTHS) {
  const pathsAt = paths.filter((p) => wanted(shotName(p, width)));
  if (pathsAt.length === 0) continue;
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 900 },
    reducedMotion: 'reduce',
  });
  // The faces are `font-display: optional`: if the cached files take longer than 100 ms to be
  // ready the page keeps its fallbacks, and the capture's own relayout then swaps the web fonts in,
  // drawing a page shorter than the one measured (a blank band under the footer). A returning
  // visitor's screen is what is wanted, so here the faces block until they are ready.
  await context.addInitScript(() => {
    // One stylesheet per group of faces (Latin, Devanagari), each patched as the parser adds it.
    const observer = new MutationObserver(() => {
      for (const faces of document.querySelectorAll('style[id^="web-fonts"]:not([data-shot])')) {
        faces.dataset.shot = '';
        faces.textContent = faces.textContent.replaceAll(
          'font-display:optional',
          'font-display:block',
        );
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => observer.disconnect());
  });
  const page = await context.newPage();
  // A returning visitor's screens: the site adds its web fonts from the second page view on (the
  // first is drawn in the sized fallbacks), so one page is opened first to cache them.
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForFunction((key) => localStorage.getItem(key), FONTS_KEY);
  // The flags the site keeps for the groups of faces it has cached.
  const flags = () =>
    page.evaluate(
      (key) =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith(key))
          .map((k) => `${k}=${localStorage.getItem(k)}`)
          .sort()
          .join(),
      FONTS_KEY,
    );
  for (const p of pathsAt) {
    const known = await flags();
    await page.goto(base + p, { waitUntil: 'load' });
    // The first page that needs a group of faces (the Devanagari ones, on the first Hindi page)
    // fetches it after load; that page is then taken again, as a returning visitor sees it.
    await page.waitForLoadState('networkidle');
    if ((await flags()) !== known) await page.goto(base + p, { waitUntil: 'load' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    if (p === '/admin/') {
      // The editor is not React: its sign-in screen is drawn once its own script has run.
      await page
        .getByRole('button', { name: /Sign In/ })
        .first()
        .waitFor();
    } else {
      // The carousels take their final layout once React has the page (React keeps its own
      // properties on the nodes it has taken over).
      await page.waitForFunction(() =>
        Object.keys(document.body).some((k) => k.startsWith('__reactFiber$')),
      );
    }
    const name = shotName(p, width);
    await page.screenshot({
      path: path.join(dest, name),
      fullPage: true,
      type: 'jpeg',
      quality: 60,
    });
    written.add(name);
    console.log(path.relative(root, path.join(dest, name)));
  }
  await context.close();
}
if (withEditor) await editorScreens();
await browser.close();
stop();
// A picture the docs link to that nothing here takes is a broken picture in the docs.
const missing = shown === null ? [] : [...shown].filter((name) => !written.has(name));
if (missing.length && only.length === 0 && !editorOnly) {
  console.error(
    `screenshots: the docs show ${missing.join(', ')}, which no route or screen makes.`,
  );
  process.exitCode = 1;
}

// The editor at /admin/, as the family uses it: signed in with a key, each screen the guide
// (docs/editing.md) shows at the step it describes. GitHub is the end-to-end tests' stand-in,
// answering inside the browser from this project's files (nothing is sent anywhere); what is saved
// here is kept in memory and dropped. Each screen is the window as seen, not the whole page: the
// editor scrolls inside its panes.
async function editorScreens() {
  const jiti = createJiti(import.meta.url);
  const { GitHostStandIn } = await jiti.import('../tests/e2e/support/git-host-stand-in.ts');
  const { answerGitHubStatus } = await jiti.import('../tests/e2e/support/editor.ts');
  const token = 'github_pat_11FAMILY0key0for0the0site0editor';
  // A photo as it arrives from a phone: the room's own picture from the build, under a new name.
  const roomPicture = readdirSync(path.join(out, 'img')).find((f) =>
    /^room-premium\.[0-9a-f]+-1200\.jpg$/.test(f),
  );
  if (!roomPicture) throw new Error('screenshots: out/img/room-premium.*-1200.jpg not found');
  const upload = {
    name: 'premium-suite-window.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(path.join(out, 'img', roomPicture)),
  };

  // A browser of its own, on a screen taller than headless Chromium's own: a date picker opens
  // below its field only when the screen has room for it there.
  const browser = await chromium.launch({
    executablePath: browserConfig.path,
    args: [...browserConfig.flags, ...offline, '--screen-info={0,0 1600x1200}'],
  });
  for (const width of WIDTHS) {
    const phone = width < 800;
    const context = await browser.newContext({
      viewport: { width, height: phone ? 844 : 900 },
      reducedMotion: 'reduce',
      // Today, in the date pickers, is India's.
      timezoneId: 'Asia/Kolkata',
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`editor ${width}: ${e.message}`));
    const github = new GitHostStandIn(root, token);
    await github.attach(page);
    await answerGitHubStatus(page);

    const shot = async (name) => {
      // Dialogs and menus fade in, even with reduced motion, and a view slides over the last one
      // (a view transition, which draws the old view until it ends): the screen once still.
      await page.evaluate(async () => {
        await document.fonts.ready;
        const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
        for (let round = 0; round < 5; round++) {
          await frame();
          await frame();
          const moving = document
            .getAnimations()
            .filter(
              (a) =>
                a.playState !== 'finished' && a.effect?.getComputedTiming().endTime !== Infinity,
            );
          if (moving.length === 0) break;
          await Promise.all(moving.map((a) => a.finished.catch(() => {})));
        }
      });
      await page.waitForTimeout(150);
      const file = `editor-${width}-${name}.png`;
      if (!wanted(file)) return;
      await page.screenshot({ path: path.join(dest, file) });
      written.add(file);
      console.log(path.relative(root, path.join(dest, file)));
    };
    // Sveltia wraps the names it fills in (the language) in Unicode isolation marks.
    const pane = (language) =>
      page.getByRole('group', { name: new RegExp(`^Edit \\u2068?${language}\\u2069? Content$`) });
    const english = pane('English');
    const hindi = pane('Hindi');
    /** A field's box (label, input, hint), found by the start of its label. */
    const field = (within, label) =>
      within.getByRole('group', { name: new RegExp(`^“\\u2068?${label}`) });
    /**
     * Scrolls a field into view. The editor draws a form's fields as they come into view, so one
     * far down is scrolled to, a screen at a time, before it exists.
     */
    const scrollTo = async (locator, block, side = page.getByRole('group', { name: /^Edit / })) => {
      const box = await side.first().boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      for (let i = 0; i < 60 && (await locator.count()) === 0; i++) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(100);
      }
      await locator.evaluate((el, block) => {
        el.scrollIntoView({ block });
        if (block !== 'start') return;
        // Just under the list's name, which stays at the top of the pane while its items scroll.
        let pane = el.parentElement;
        while (pane && !(pane.scrollHeight > pane.clientHeight && pane.scrollTop > 0)) {
          pane = pane.parentElement;
        }
        if (!pane) return;
        const top = pane.getBoundingClientRect().top;
        let covered = top;
        for (const node of pane.querySelectorAll('*')) {
          if (getComputedStyle(node).position !== 'sticky') continue;
          const box = node.getBoundingClientRect();
          if (box.height > 0 && box.top <= top + 1 && box.bottom > top)
            covered = Math.max(covered, box.bottom);
        }
        pane.scrollBy(0, top - covered - 12);
      }, block);
    };
    const toMiddle = (locator, side) => scrollTo(locator, 'center', side);
    const toTop = (locator, side) => scrollTo(locator, 'start', side);
    // On a phone a list just above a field at the top stays pinned over it: there, the middle.
    const toView = (locator) => (phone ? toMiddle : toTop)(locator);
    /** With every item of the lists folded, the item of a list whose short name is `name`, opened. */
    const unfold = async (side, name) => {
      await side.getByRole('button', { name: 'Collapse All' }).first().click();
      // The folded item: the innermost box holding its name.
      const item = side
        .getByRole('group')
        .filter({ has: page.getByText(name, { exact: true }) })
        .filter({ hasNot: page.getByRole('group') });
      await toMiddle(item, side);
      await item.getByRole('button', { name: 'Expand' }).click();
    };
    /** From the list of groups: a group, then one of its entries. */
    const open = async (group, entry) => {
      // The last save's notice gone first (it stays a few seconds).
      await page
        .getByRole('status')
        .filter({ hasText: 'Entry saved' })
        .waitFor({ state: 'hidden' });
      await page.evaluate(() => (location.hash = '#/collections'));
      await page.getByRole('tree', { name: 'Collection List' }).waitFor();
      await page.getByRole('treeitem', { name: new RegExp(`^${group}`) }).click();
      await page.getByRole('row', { name: new RegExp(`^${entry}`) }).click();
      await english.or(pane('_default')).first().waitFor();
    };
    /** Both languages in view: side by side on a computer, the Hindi alone on a phone. */
    const showHindi = async () => {
      if (phone) {
        await page.getByRole('combobox', { name: 'Switch Locale' }).click();
        await page.getByRole('option', { name: 'Hindi' }).click();
      } else {
        // The second pane's switch (the first pane's would turn English into Hindi).
        await page
          .getByRole('radiogroup', { name: 'Switch Locale' })
          .nth(1)
          .getByRole('radio', { name: 'Hindi' })
          .click();
        // Each pane scrolled to the same field by itself: the panes' forms differ in length.
        await page.getByRole('button', { name: 'Show Editor Options' }).click();
        const sync = page.getByRole('menuitemcheckbox', { name: 'Sync Scrolling' });
        if ((await sync.getAttribute('aria-checked')) === 'true') await sync.click();
        else await page.keyboard.press('Escape');
        await sync.waitFor({ state: 'hidden' });
        await page.evaluate(() => document.activeElement?.blur());
      }
      await hindi.waitFor();
    };
    /** The same field in view in each language shown. */
    const bothAt = async (label) => {
      const shown = page.getByRole('group', { name: /^Edit .* Content$/ });
      for (const side of phone ? [shown.first()] : [english, hindi]) {
        await toTop(field(side, label).first(), side);
      }
    };
    const save = async () => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Entry saved' }).waitFor();
      // Saved, the editor closes the entry and shows its group's list again.
      await page.getByRole('group', { name: 'Content Editor' }).waitFor({ state: 'hidden' });
      await page.getByRole('grid', { name: 'Files' }).waitFor();
    };

    // Sign in: the first screen, the key pasted, then the list of groups.
    await page.goto(`${base}/admin/`);
    await page.getByRole('button', { name: 'Sign In Using Access Token' }).waitFor();
    await shot('sign-in');
    await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
    const key = page.getByRole('textbox', { name: 'Personal Access Token' });
    await key.fill(token);
    await key.press('End');
    await shot('token');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('treeitem').first().waitFor();
    await shot('groups');

    // A room: the entry, its photo field and the photo dialog, its price, saved.
    await open('Rooms, prices and dates', 'Rooms and prices');
    await shot('rooms');
    const photo = field(english, 'Photo · तस्वीर').first();
    await toMiddle(photo);
    await shot('room-photo');
    await photo.getByRole('button', { name: 'Browse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Image' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(upload);
    await dialog.getByRole('option', { name: upload.name }).waitFor();
    await shot('photo-upload');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await photo.getByRole('button', { name: 'Replace Image' }).waitFor();
    await photo.locator('img').evaluate((img) => img.decode());
    await toMiddle(photo);
    await shot('room-photo-chosen');
    const price = english.getByRole('spinbutton', { name: /^Price per night/ }).first();
    await price.fill(String(Number(await price.inputValue()) + 200));
    await toView(field(english, 'Price per night').first());
    await shot('room-price');
    await save();
    await shot('saved');

    // The room's photo under Photos: its description in both languages, the part to keep.
    await open('Photos', 'Photos and their descriptions');
    await showHindi();
    const slot = roomPicture.split('.')[0];
    for (const side of phone ? [hindi] : [english, hindi]) await unfold(side, slot);
    await bothAt('Short name of the photo');
    await shot('photos');
    if (phone) {
      // The part to keep is a value, on the English side.
      await page.getByRole('combobox', { name: 'Switch Locale' }).click();
      await page.getByRole('option', { name: 'English' }).click();
      await unfold(english, slot);
    }
    await toMiddle(field(english, 'Part of the photo to keep').first(), english);
    await shot('photo-focus');

    // A season: its nights, then its shortest stay and rates.
    await open('Rooms, prices and dates', 'Seasons and minimum stays');
    await shot('seasons');
    await toView(field(english, 'Minimum nights').first());
    await shot('season-rates');

    // Closed dates: a new closure, its last night being picked from the calendar.
    await open('Rooms, prices and dates', 'Closed dates');
    await page.getByRole('button', { name: /^Add .*Closed dates/ }).click();
    const closure = {
      'First closed night': '2027-01-10',
      'Last closed night': '2027-01-14',
      'Note for the family': 'Roof repairs',
    };
    for (const [label, value] of Object.entries(closure)) {
      const box = page.getByRole('textbox', { name: new RegExp(`^${label}`) });
      await toMiddle(box);
      await box.fill(value);
    }
    await field(page, 'Room that is closed').getByRole('radio', { name: 'premium' }).check();
    const first = page.getByRole('textbox', { name: /^First closed night/ });
    await toTop(field(page, 'First closed night').first());
    // The calendar of the first night, opened from its icon.
    const icon = await first.boundingBox();
    await first.click({ position: { x: icon.width - 14, y: icon.height / 2 } });
    await shot('closed-dates');
    await page.keyboard.press('Escape');
    await save();

    // A page: Our Vision in English, then a paragraph with its Hindi, then the way to the site.
    await open('Pages', 'Our Vision');
    await shot('about');
    await showHindi();
    await bothAt('Intro under the heading');
    await shot('about-hindi');
    if (phone) await page.getByRole('button', { name: 'Show Editor Options' }).click();
    else await page.getByRole('button', { name: 'View on Live Site' }).hover();
    await page.getByText('View on Live Site').first().waitFor();
    await shot('live-site');
    await page.keyboard.press('Escape');

    // Guests' words: the letters, then the four reviews.
    await open("Guests' words", "Guests' words and letters");
    await shot('guests');
    if (!phone) await showHindi();
    await bothAt('Reviews with stars');
    await shot('reviews');

    if (github.problems.length) {
      console.error(`editor ${width}: the GitHub stand-in refused:\n${github.problems.join('\n')}`);
    }
    await context.close();
  }
  await browser.close();
}
