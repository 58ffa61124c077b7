import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, test } from './fixtures';
import { BROWSER_VISIT_MS, EDITOR_OPEN_MS, SITE_BUILD_MS, TEST_TIMEOUT_MS } from './support/budget';
import { answerGitHubStatus } from './support/editor';
import { GitHostStandIn } from './support/git-host-stand-in';
import { ProjectCopy } from './support/project-copy';

/*
 * The family's whole round trip through the browser editor: sign in with a token, change a room's
 * rate and a Hindi sentence in the forms, save, and find both on the pages the next build makes.
 * GitHub is a stand-in answering inside the browser (tests/e2e/support/git-host-stand-in.ts) over
 * this project's own files, so the editor reads what the site is built from and commits what the
 * family typed; the commit is then built in a copy of the project with the site's own
 * `npm run build`, as the host builds a push. The fixtures fail the test on any console error or
 * CSP violation in the editor.
 */

const ROOT = path.resolve(__dirname, '../..');
const TOKEN = 'github_pat_typed_by_the_family';
const ROOMS = 'content/rooms.yaml';
const ROOMS_HI = 'content/rooms.hi.yaml';
/** The room whose rate changes: the first the site lists, on /projects/chaaya. */
const ROOM = 'premium';
const PAGE = '/projects/chaaya';
const NEW_SUBTITLE_HI = 'घर का पुराना बड़ा कमरा, जहाँ से धौलाधार की बर्फ़ दिखती है';

type Room = { id: string; priceInr?: number; priceUnit?: string; subtitle?: string };
type RoomsFile = { rooms: Room[] } & Record<string, unknown>;
type InterfaceFile = { rates: { per: Record<string, string> } };

const readYaml = <T>(text: string | Buffer): T => parse(text.toString()) as T;
const fromDisk = <T>(file: string): T => readYaml<T>(readFileSync(path.join(ROOT, file)));
/** A rate as the pages write it: ₹3,500. */
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const count = (text: string, part: string) => text.split(part).length - 1;

test.describe('the browser editor round trip', () => {
  let copy: ProjectCopy | null = null;
  test.beforeEach(async ({ page }) => answerGitHubStatus(page));
  // Also after a time-out, when the build may still be running.
  test.afterEach(async () => {
    await copy?.dispose();
    copy = null;
  });

  test('a rate and a Hindi sentence saved at /admin/ reach both editions of the next build', async ({
    page,
    request,
  }) => {
    // The editor opened once and a few of its screens (sign-in, the entry, the save); the rest is
    // a full build of the site, which on a slow 2-core machine (with other tests beside it) takes
    // minutes, not seconds.
    test.setTimeout(TEST_TIMEOUT_MS + EDITOR_OPEN_MS + 2 * BROWSER_VISIT_MS + SITE_BUILD_MS);

    const rooms = fromDisk<RoomsFile>(ROOMS);
    const roomsHi = fromDisk<RoomsFile>(ROOMS_HI);
    const index = rooms.rooms.findIndex((r) => r.id === ROOM);
    const room = rooms.rooms[index]!;
    const oldPrice = room.priceInr!;
    const newPrice = oldPrice + 150;
    const indexHi = roomsHi.rooms.findIndex((r) => r.id === ROOM);
    const oldSubtitleHi = roomsHi.rooms[indexHi]!.subtitle!;

    // What a visitor sees before: the rate on both editions of the page (the test's footing).
    const before = {
      en: await (await request.get(`${PAGE}/`)).text(),
      hi: await (await request.get(`/hi${PAGE}/`)).text(),
    };
    expect(count(before.en, rupees(oldPrice))).toBeGreaterThan(0);
    expect(count(before.hi, rupees(oldPrice))).toBe(count(before.en, rupees(oldPrice)));
    expect(count(before.en, rupees(newPrice))).toBe(0);
    expect(count(before.hi, oldSubtitleHi), 'the Hindi subtitle').toBeGreaterThan(0);

    const github = new GitHostStandIn(ROOT, TOKEN);
    await github.attach(page);
    await page.goto('/admin/');

    await test.step('sign in with a token', async () => {
      await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
      await page.getByRole('textbox', { name: 'Personal Access Token' }).fill(TOKEN);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    });

    await test.step('change the rate and the Hindi subtitle of the room, and save', async () => {
      await page.getByRole('treeitem', { name: /Site data/ }).click();
      await page.getByRole('row', { name: 'rooms', exact: true }).click();

      // Sveltia wraps the names it fills in (the language) in Unicode isolation marks.
      const english = page.getByRole('group', { name: /^Edit \u2068?English\u2069? Content$/ });
      const price = english.getByRole('spinbutton', { name: 'priceInr' }).nth(index);
      await expect(price).toHaveValue(String(oldPrice));
      await price.fill(String(newPrice));

      await english.getByRole('radio', { name: 'Hindi' }).click();
      const hindi = page.getByRole('group', { name: /^Edit \u2068?Hindi\u2069? Content$/ });
      const subtitle = hindi.getByRole('textbox', { name: 'subtitle', exact: true }).nth(indexHi);
      await expect(subtitle).toHaveValue(oldSubtitleHi);
      await subtitle.fill(NEW_SUBTITLE_HI);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();
    });

    await test.info().attach('GitHub API calls', { body: github.calls.join('\n') });
    expect(github.problems, 'requests the GitHub stand-in refused').toEqual([]);

    // One commit, with both files of the room list and nothing else changed in them: the English
    // file's rate alone, the Hindi file's subtitle alone (and no rate written into it).
    expect(github.commits).toHaveLength(1);
    const commit = github.commits[0]!;
    expect([...commit.additions.keys()].sort()).toEqual([ROOMS_HI, ROOMS]);
    expect(commit.deletions).toEqual([]);
    const expected = structuredClone(rooms);
    expected.rooms[index]!.priceInr = newPrice;
    expect(readYaml<RoomsFile>(commit.additions.get(ROOMS)!)).toEqual(expected);
    const expectedHi = structuredClone(roomsHi);
    expectedHi.rooms[indexHi]!.subtitle = NEW_SUBTITLE_HI;
    expect(readYaml<RoomsFile>(commit.additions.get(ROOMS_HI)!)).toEqual(expectedHi);

    copy = new ProjectCopy(ROOT, github.commits);
    const site = copy;
    await test.step('build the saved repository as the host would', () => site.runBuild());
    const after = { en: site.builtPage(PAGE), hi: site.builtPage(`/hi${PAGE}`) };
    // The rate's unit as each edition words it ('per night', 'प्रति रात').
    const per = {
      en: fromDisk<InterfaceFile>('content/interface.yaml').rates.per[room.priceUnit!],
      hi: fromDisk<InterfaceFile>('content/interface.hi.yaml').rates.per[room.priceUnit!],
    };
    for (const lang of ['en', 'hi'] as const) {
      // Every place the page wrote the old rate now writes the new one, as a visitor reads it.
      const shown = `${rupees(newPrice)} ${per[lang]}`;
      expect(count(after[lang], shown), `${lang}: "${shown}"`).toBeGreaterThan(0);
      expect(count(after[lang], rupees(newPrice))).toBe(count(before[lang], rupees(oldPrice)));
      expect(count(after[lang], rupees(oldPrice)), `${lang}: the old rate`).toBe(0);
    }
    expect(count(after.hi, NEW_SUBTITLE_HI), 'the new Hindi subtitle').toBeGreaterThan(0);
    expect(count(after.hi, oldSubtitleHi), 'the old Hindi subtitle').toBe(0);
  });
});
