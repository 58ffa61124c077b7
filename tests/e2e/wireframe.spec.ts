import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { timings } from '../../content/facts';
import { properties } from '../../content/properties';
import { routes } from '../../content/routes';
import { expect, expectNoAxeViolations, test } from './fixtures';

const root = path.resolve(__dirname, '../..');

test.describe('wireframe page', () => {
  test('lists every route with its title and sections in order', async ({ page }) => {
    await page.goto('/wireframe/');
    const cards = page.locator('#pages [data-route]');
    await expect(cards).toHaveCount(routes.length);
    for (const route of routes) {
      const card = page.locator(`#pages [data-route="${route.path}"]`);
      await expect(card.locator('code').first()).toHaveText(route.path);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(route.title);
      await expect(card.locator('ol > li')).toHaveText(route.sections);
    }
  });

  test('shows the wireframe status label of each property', async ({ page }) => {
    await page.goto('/wireframe/');
    for (const p of properties) {
      await expect(page.locator(`#pages [data-route="${p.href}"]`)).toContainText(p.wireframeLabel);
    }
  });

  test('component categories list every component file', async ({ page }) => {
    await page.goto('/wireframe/');
    for (const folder of ['layout', 'ui']) {
      const files = readdirSync(path.join(root, 'components', folder))
        .filter((f) => /^[A-Z].*\.tsx$/.test(f))
        .map((f) => f.replace('.tsx', ''));
      const card = page.locator(`#components [data-folder="${folder}"]`);
      await expect(card.locator('li code')).toHaveText(files.sort());
    }
  });

  test('the technology list is package.json', async ({ page }) => {
    await page.goto('/wireframe/');
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of Object.keys(pkg.dependencies)) {
      await expect(page.locator(`#technology [data-package="${name}"]`)).toHaveCount(1);
    }
  });

  test('key features quote the constants the pages use', async ({ page }) => {
    await page.goto('/wireframe/');
    const features = page.locator('#features');
    await expect(features).toContainText(`every ${timings.autoplay.featured} ms`);
    await expect(features).toContainText(`${timings.autoplay.philosophy} ms`);
    await expect(features).toContainText(`${timings.anchorOffsetPx} px`);
  });

  // The wireframe is only as good as its data: for the pages built from it, the listed
  // sections are the sections on the page.
  for (const pagePath of ['/', '/about', '/projects']) {
    test(`${pagePath}: the listed sections match the page`, async ({ page }) => {
      const route = routes.find((r) => r.path === pagePath);
      await page.goto(pagePath === '/' ? '/' : `${pagePath}/`);
      await expect(page.locator('main > section')).toHaveCount(route?.sections.length ?? -1);
    });
  }

  test('passes axe', async ({ page }) => {
    await page.goto('/wireframe/');
    await expectNoAxeViolations(page);
  });
});
