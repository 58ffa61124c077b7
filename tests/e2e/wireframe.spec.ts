import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { timings } from '../../lib/content/facts';
import { findVariant } from '../../lib/content/page-file';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { browserVisitsBudget } from './support/budget';
import { pageNamed } from '../../lib/content/editions';

const root = path.resolve(__dirname, '../..');

// Run over each edition (the project says which): the Hindi wireframe lists the Hindi pages.

test.describe('wireframe page', () => {
  test('reads the wireframe, then the pages it lists', async ({ page, ed }) => {
    // The wireframe and three of the pages it describes.
    test.setTimeout(browserVisitsBudget(4));
    await page.goto(ed.at('/wireframe/'));

    await test.step('lists every route with its title and sections in order', async () => {
      const cards = page.locator('#pages [data-route]');
      await expect(cards).toHaveCount(ed.routes.length);
      for (const route of ed.routes) {
        const card = page.locator(`#pages [data-route="${route.path}"]`);
        await expect(card.locator('code').first()).toHaveText(route.path);
        const title = card.getByRole('heading', { level: 3 });
        await expect(title).toHaveText(route.title);
        // Each card leads to its page in this edition.
        const href = ed.at(route.path);
        await expect(title.getByRole('link')).toHaveAttribute(
          'href',
          href.endsWith('/') ? href : `${href}/`,
        );
        await expect(card.locator('ol > li')).toHaveText(route.sections);
      }
    });

    await test.step('shows the wireframe status label of each property', async () => {
      expect(ed.texts.properties).toHaveLength(3);
      for (const p of ed.texts.properties) {
        await expect(page.locator(`#pages [data-route="${p.href}"]`)).toContainText(
          p.wireframeLabel,
        );
      }
    });

    await test.step('component categories list every component file', async () => {
      for (const folder of ['layout', 'ui']) {
        const files = readdirSync(path.join(root, 'components', folder))
          .filter((f) => /^[A-Z].*\.tsx$/.test(f))
          .map((f) => f.replace('.tsx', ''));
        const card = page.locator(`#components [data-folder="${folder}"]`);
        await expect(card.locator('li code')).toHaveText(files.sort());
      }
    });

    await test.step('the technology list is package.json', async () => {
      const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      for (const name of Object.keys(pkg.dependencies)) {
        await expect(page.locator(`#technology [data-package="${name}"]`)).toHaveCount(1);
      }
    });

    await test.step('key features quote the constants the pages use', async () => {
      const { items } = findVariant(pageNamed(ed, 'wireframe'), 'facts', 'terms');
      const features = page.locator('#features');
      for (const { text } of items) await expect(features).toContainText(text!);
      // The featured carousel's item gives its delay; the others their own figures.
      expect(items[1]?.text).toContain(`${timings.autoplay.featured} ms`);
      await expect(features).toContainText(`${timings.autoplay.featured} ms`);
      await expect(features).toContainText(`${timings.autoplay.philosophy} ms`);
      await expect(features).toContainText(`${timings.anchorOffsetPx} px`);
    });

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });

    // The wireframe is only as good as its data: for the pages built from it, the listed
    // sections are the sections on the page (each page opened in turn, after the wireframe).
    for (const pagePath of ['/', '/about', '/projects']) {
      await test.step(`${pagePath}: the listed sections match the page`, async () => {
        const route = ed.routes.find((r) => r.path === pagePath);
        const at = ed.at(pagePath);
        await page.goto(at.endsWith('/') ? at : `${at}/`);
        await expect(page.locator('main > section')).toHaveCount(route?.sections.length ?? -1);
      });
    }
  });
});
