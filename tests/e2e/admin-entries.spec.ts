import { parse } from 'yaml';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EDITOR_OPEN_MS, TEST_TIMEOUT_MS } from './support/budget';
import { answerGitHubStatus, pane, signIn } from './support/editor';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Every entry of the browser editor opens in both languages with nothing it cannot show: the
 * entries are read from the config the site serves (out/admin/config.yml), opened the way the
 * family opens them (the group, then the entry, by their names), and each pane is scrolled to its
 * end, since the editor draws a field only once it comes into view. The fixtures fail the test on
 * any console error, CSP violation or request to another host.
 */

const ROOT = path.resolve(__dirname, '../..');
const CANNOT_SHOW = /can[’']t be displayed/;

type Entry = { label: string; i18n?: boolean };
type Config = {
  collections: {
    label: string;
    i18n?: boolean;
    files?: Entry[];
    /** A folder's entries (the pages), each file with the filter's field, by its title. */
    folder?: string;
    extension?: string;
    filter?: { field: string; pattern: string };
  }[];
};

/** The entries of a folder the editor lists: its files in the default language, by title. */
function folderEntries(c: Config['collections'][number]): Entry[] {
  const folder = path.join(ROOT, c.folder ?? '');
  return readdirSync(folder)
    .filter((f) => f.split('.').length === 2 && f.endsWith(`.${c.extension ?? 'yaml'}`))
    .map((f) => parse(readFileSync(path.join(folder, f), 'utf8')) as Record<string, unknown>)
    .filter((data) => !c.filter || new RegExp(c.filter.pattern).test(String(data[c.filter.field])))
    .map((data) => ({ label: String(data.title), i18n: c.i18n }));
}

/** Scrolls a pane to its end a screen at a time, so every field in it is drawn. */
async function readToTheEnd(page: Page, where: Locator): Promise<void> {
  for (let i = 0; i < 80; i++) {
    const atEnd = await where.evaluate((el) => {
      let box: HTMLElement | null = el as HTMLElement;
      while (
        box &&
        !(
          box.scrollHeight > box.clientHeight + 2 &&
          /auto|scroll/.test(getComputedStyle(box).overflowY)
        )
      ) {
        box = box.parentElement;
      }
      if (!box) return true;
      box.scrollBy(0, box.clientHeight * 0.9);
      return box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
    });
    // A frame for the editor to draw what came into view.
    await page.waitForTimeout(50);
    if (atEnd) break;
  }
}

test('every entry of the editor opens in both languages with nothing it cannot show', async ({
  page,
  request,
}) => {
  const config = parse(await (await request.get('/admin/config.yml')).text(), {
    maxAliasCount: -1,
  }) as Config;
  const entries = config.collections.flatMap((c) =>
    (c.files ?? folderEntries(c)).map((f) => ({ group: c.label, ...f })),
  );
  expect(entries.length).toBeGreaterThan(25);
  test.setTimeout(TEST_TIMEOUT_MS + EDITOR_OPEN_MS + entries.length * 6_000);

  await answerGitHubStatus(page);
  const github = await signIn(page, ROOT);

  const shown: string[] = [];
  for (const entry of entries) {
    await page.getByRole('treeitem', { name: entry.group, exact: true }).click();
    await page.getByRole('row', { name: entry.label, exact: true }).click();
    const english = pane(page, 'English');
    await expect(english).toBeVisible();
    await readToTheEnd(page, english);
    await expect(page.getByText(CANNOT_SHOW), `${entry.label}, English`).toHaveCount(0);
    if (entry.i18n) {
      await english.getByRole('radio', { name: 'Hindi' }).click();
      const hindi = pane(page, 'Hindi');
      await expect(hindi).toBeVisible();
      await readToTheEnd(page, hindi);
      await expect(page.getByText(CANNOT_SHOW), `${entry.label}, Hindi`).toHaveCount(0);
    }
    shown.push(entry.label);
    await page.getByRole('button', { name: 'Cancel Editing', exact: true }).click();
  }
  expect(shown).toHaveLength(entries.length);
  expect(github.problems, 'requests the GitHub stand-in refused').toEqual([]);
});
