import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BROWSER_VISIT_MS, EDITOR_OPEN_MS, SITE_BUILD_MS, TEST_TIMEOUT_MS } from './support/budget';
import { answerGitHubStatus, pane, signIn } from './support/editor';
import type { GitHostStandIn } from './support/git-host-stand-in';
import { ProjectCopy } from './support/project-copy';
import { cmsConfig, entriesOf } from '../../lib/cms/config';
import { stayHouseFile } from '../../lib/houses.mjs';

/*
 * The family's five everyday tasks and a new page, done in the browser editor as a new user would: every field
 * found by the label the family reads (never by its key), each task saved as its own commit.
 * GitHub is a stand-in answering inside the browser (tests/e2e/support/git-host-stand-in.ts) over
 * this project's own files; the commits are then built in a copy of the project with the site's
 * own `npm run build`, as the host builds a push, and each change is found on both editions.
 * Figures come from the content the test reads, so the family's own edits never break it. The
 * fixtures fail the test on any console error, CSP violation or request to another host.
 */

const ROOT = path.resolve(__dirname, '../..');

type Room = { id: string; tabLabel: string; image: string };
type Season = { id: string; name: string; rates: Record<string, number> };
const read = <T>(file: string): T => parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as the editor shows it: the family's words, maybe a Hindi word after " · ". */
const label = (words: string) => new RegExp(`^${escape(words)}( · .*)?\\*?$`);
const count = (text: string, part: string) => text.split(part).length - 1;

const NEXT_YEAR = new Date().getFullYear() + 1;
const CLOSED = { first: `${NEXT_YEAR}-02-10`, last: `${NEXT_YEAR}-02-14` };
const HINDI_ABOUT_LEAD = 'पहाड़ों में पुराने घर चुप खड़े हैं; हम उन्हें उन्हीं परिवारों के साथ फिर से बसाते हैं।';
const HINDI_ALT = 'आँगन की ओर खुलती लकड़ी की खिड़की, धूप में रखी रज़ाई';
/** A page the family adds: its address, words in both languages and one section. */
const NEW_PAGE = {
  path: '/our-garden',
  title: 'Our Garden',
  description: 'The kitchen garden behind Chaaya, season by season, and what reaches the table.',
  section: { kind: 'Words on their own', name: 'Garden', id: 'garden' },
  heading: 'What grows behind the house',
  paragraph: 'Beans climb the old fence by June; the pumpkins take the rest of the summer.',
  hindi: {
    title: 'हमारी बगिया',
    description: 'छाया के पीछे की रसोई-बगिया, हर मौसम में, और जो थाली तक पहुँचता है।',
  },
};
const LETTER = {
  quote: 'We arrived as strangers and left knowing the name of every cow in the village.',
  context: 'Wrote on the last morning of an autumn stay',
  guest: 'Meera S.',
  source: 'guest-book',
  written: '2026-10',
};

async function open(page: Page, group: RegExp, entry: RegExp): Promise<Locator> {
  await page.getByRole('treeitem', { name: group }).click();
  await page.getByRole('row', { name: entry }).click();
  const english = pane(page, 'English');
  await expect(english).toBeVisible();
  return english;
}

/**
 * Scrolls the pane down a screen at a time until `target` is drawn (the editor draws a field only
 * when it comes into view), as the family scrolls to a field further down.
 */
async function scrollTo(page: Page, where: Locator, target: Locator): Promise<Locator> {
  const box = await where.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + 200);
  for (let i = 0; i < 80 && !(await target.isVisible()); i++) await page.mouse.wheel(0, 500);
  await target.scrollIntoViewIfNeeded();
  return target;
}

async function save(page: Page, github: GitHostStandIn): Promise<void> {
  const saved = github.commits.length;
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();
  // Each save is one commit on the Git host.
  await expect.poll(() => github.commits.length).toBe(saved + 1);
  // The editor then goes back to the list of entries, where the next task starts.
}

test.describe('the browser editor round trip', () => {
  let copy: ProjectCopy | null = null;
  test.beforeEach(async ({ page }) => answerGitHubStatus(page));
  // Also after a time-out, when the build may still be running.
  test.afterEach(async () => {
    await copy?.dispose();
    copy = null;
  });

  test("the family's six tasks, found by their labels, reach both editions of the next build", async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS + EDITOR_OPEN_MS + 6 * BROWSER_VISIT_MS + SITE_BUILD_MS);

    const rooms = read<{ rooms: Room[] }>(stayHouseFile('rooms.yaml')).rooms;
    const seasons = read<{ seasons: Season[] }>(stayHouseFile('seasons.yaml')).seasons;
    const standard = rooms.find((r) => r.id === 'standard') ?? rooms[1]!;
    const premium = rooms.find((r) => r.id === 'premium') ?? rooms[0]!;
    // The first season that prices the standard room (the peak, in the shipped example).
    const seasonIndex = seasons.findIndex((s) => s.rates[standard.id] !== undefined);
    const season = seasons[seasonIndex]!;
    const oldRate = season.rates[standard.id]!;
    const newRate = oldRate + 100;
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 150, g: 96, b: 60 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();

    // A step the editor cannot do fails in seconds, naming it, not at the end of the budget.
    page.setDefaultTimeout(15_000);
    const github = await signIn(page, ROOT);

    await test.step('1. the standard room’s rate in the first season', async () => {
      const english = await open(page, /^Rooms, prices and dates/, /Seasons and minimum stays/);
      // The editor draws a field's inputs once it is scrolled into view, as a reader does.
      const rate = await scrollTo(
        page,
        english,
        english
          .getByRole('spinbutton', { name: label(`${standard.tabLabel}: rate per night (₹)`) })
          .nth(seasonIndex),
      );
      await expect(rate).toHaveValue(String(oldRate));
      await rate.fill(String(newRate));
      await save(page, github);
    });

    await test.step(`2. close the house ${CLOSED.first} to ${CLOSED.last}`, async () => {
      const english = await open(page, /^Rooms, prices and dates/, /Closed dates/);
      await english.getByRole('button', { name: /^Add \u2068?Closed dates/ }).click();
      await english.getByLabel(label('First closed night')).last().fill(CLOSED.first);
      await english.getByLabel(label('Last closed night')).last().fill(CLOSED.last);
      await save(page, github);
    });

    await test.step('3. a new photo for the premium room, and its Hindi description', async () => {
      const english = await open(page, /^Rooms, prices and dates/, /Rooms and prices/);
      const index = rooms.indexOf(premium);
      // The field of the premium room's photo, scrolled to, as the family scrolls to it.
      const field = english
        .getByRole('group', { name: /^“\u2068?Photo( · [^”]*)?\u2069?” Field$/ })
        .nth(index);
      await scrollTo(page, english, field);
      await field.getByRole('button', { name: 'Browse' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select Image' });
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await (
        await chooser
      ).setFiles({ name: 'veranda.jpg', mimeType: 'image/jpeg', buffer: photo });
      await dialog.getByRole('button', { name: 'Insert' }).click();
      await expect(field.getByText('veranda.jpg')).toBeVisible();
      await save(page, github);
      await open(page, /^Photos/, /Photos and their descriptions/);
      await pane(page, 'English').getByRole('radio', { name: 'Hindi' }).click();
      // The Hindi file lists the photos in its own order.
      const slotsHi = (
        JSON.parse(readFileSync(path.join(ROOT, 'content/images.hi.json'), 'utf8')) as {
          images: { id: string }[];
        }
      ).images;
      const hindi = pane(page, 'Hindi');
      const alt = await scrollTo(
        page,
        hindi,
        hindi
          .getByRole('textbox', { name: label('Photo description for those who cannot see it') })
          .nth(slotsHi.findIndex((s) => s.id === premium.image)),
      );
      await alt.fill(HINDI_ALT);
      await save(page, github);
    });

    await test.step('4. a Hindi sentence on the About page', async () => {
      await open(page, /^Pages/, /^Our Vision|About/);
      await pane(page, 'English').getByRole('radio', { name: 'Hindi' }).click();
      const hindi = pane(page, 'Hindi');
      const lead = hindi.getByRole('textbox', { name: label('Intro under the heading') }).first();
      await (await scrollTo(page, hindi, lead)).fill(HINDI_ABOUT_LEAD);
      await save(page, github);
    });

    await test.step("5. a guest's words with their name", async () => {
      const english = await open(page, /^Guests' words/, /^Guests' words and letters/);
      const letters = english.getByRole('group', {
        name: /^“\u2068?Letters from guests\u2069?” Field$/,
      });
      await letters.getByRole('button', { name: /^Add \u2068?Letters from guests/ }).click();
      for (const [words, value] of [
        ['What the guest wrote', LETTER.quote],
        ['When and how they stayed', LETTER.context],
        ['Guest’s name', LETTER.guest],
      ] as const) {
        const field = letters.getByRole('textbox', { name: label(words) }).last();
        await (await scrollTo(page, english, field)).fill(value);
      }
      // Where and when it was written: the guest book, and a month as the hint writes it.
      const source = letters.getByRole('radio', { name: LETTER.source, exact: true }).last();
      await (await scrollTo(page, english, source)).check();
      const month = letters.getByRole('textbox', { name: label('Month it was written') }).last();
      await (await scrollTo(page, english, month)).fill(LETTER.written);
      await save(page, github);
    });

    await test.step('6. a new page, from the Pages list', async () => {
      await page.getByRole('treeitem', { name: /^Pages · / }).click();
      await page.getByRole('button', { name: /New/ }).click();
      const english = pane(page, 'English');
      const fill = async (where: Locator, words: string, value: string) => {
        const field = where.getByRole('textbox', { name: label(words) }).last();
        await (await scrollTo(page, where, field)).fill(value);
      };
      await fill(english, 'Address of the page', NEW_PAGE.path);
      await fill(english, 'Page title', NEW_PAGE.title);
      await fill(english, 'Short description', NEW_PAGE.description);
      await english.getByRole('button', { name: /^Add \u2068?Sections of the page/ }).click();
      await page.getByRole('menuitem', { name: NEW_PAGE.section.kind }).click();
      await fill(english, 'Name of this section', NEW_PAGE.section.name);
      await fill(english, 'Link name of the section', NEW_PAGE.section.id);
      // The kind's layouts do not all have a heading, so the family adds this one's.
      await english.getByRole('checkbox', { name: /^Add \u2068?Heading of the section/ }).check();
      await fill(english, 'Section title', NEW_PAGE.heading);
      await english.getByRole('button', { name: /^Add \u2068?Paragraphs of text/ }).click();
      await fill(english, 'One paragraph', NEW_PAGE.paragraph);
      await english.getByRole('radio', { name: 'Hindi' }).click();
      const hindi = pane(page, 'Hindi');
      await fill(hindi, 'Page title', NEW_PAGE.hindi.title);
      await fill(hindi, 'Short description', NEW_PAGE.hindi.description);
      await save(page, github);
      // A page is two files and nothing else: the page and its Hindi twin.
      expect([...github.commits.at(-1)!.additions.keys()].sort()).toEqual([
        `content/pages${NEW_PAGE.path}.hi.yaml`,
        `content/pages${NEW_PAGE.path}.yaml`,
      ]);
    });

    expect(github.problems, 'requests the GitHub stand-in refused').toEqual([]);
    expect(github.commits).toHaveLength(7);

    copy = new ProjectCopy(ROOT, github.commits);
    const site = copy;
    await test.step('build the saved repository as the host would', () => site.runBuild());
    const chaaya = {
      en: site.builtPage('/projects/chaaya'),
      hi: site.builtPage('/hi/projects/chaaya'),
    };
    const about = site.builtPage('/hi/about');
    const calendar = readFileSync(path.join(site.dir, 'out/calendar/chaaya.ics'), 'utf8');
    type Made = Record<string, { hash: string; kind: string }>;
    const made = (dir: string) =>
      JSON.parse(readFileSync(path.join(dir, 'content/generated/images.json'), 'utf8')) as Made;
    const [after, before] = [made(site.dir)[premium.image]!, made(ROOT)[premium.image]!];

    for (const lang of ['en', 'hi'] as const) {
      expect(count(chaaya[lang], rupees(newRate)), `${lang}: the new season rate`).toBeGreaterThan(
        0,
      );
      expect(chaaya[lang], `${lang}: the guest's words`).toContain(LETTER.guest);
    }
    // The new page, in both editions, in the sitemap, and an entry of the editor's pages.
    const garden = { en: site.builtPage(NEW_PAGE.path), hi: site.builtPage(`/hi${NEW_PAGE.path}`) };
    expect(garden.en).toContain(NEW_PAGE.heading);
    expect(garden.en).toContain(`<title>${NEW_PAGE.title} · `);
    expect(garden.hi).toContain(`<title>${NEW_PAGE.hindi.title} · `);
    // Its section's Hindi words are not written yet: the Hindi page shows the English meanwhile.
    expect(garden.hi).toContain(NEW_PAGE.paragraph);
    const sitemap = readFileSync(path.join(site.dir, 'out/sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`${NEW_PAGE.path}/</loc>`);
    expect(sitemap).toContain(`/hi${NEW_PAGE.path}/</loc>`);
    expect(entriesOf(cmsConfig(site.dir), site.dir).map((e) => e.label)).toContain(NEW_PAGE.title);
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${CLOSED.first.replaceAll('-', '')}`);
    expect(about).toContain(HINDI_ABOUT_LEAD);
    expect(chaaya.hi).toContain(HINDI_ALT);
    // The premium room's photo: the upload, in new variants, on both editions.
    expect(after.kind).toBe('photo');
    expect(after.hash).not.toBe(before.hash);
    for (const lang of ['en', 'hi'] as const) {
      expect(chaaya[lang]).toContain(`${premium.image}.${after.hash}-`);
      expect(chaaya[lang]).not.toContain(`${premium.image}.${before.hash}-`);
    }
  });
});
