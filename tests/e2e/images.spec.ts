import { routes } from '../../content/routes';
import { expect, test } from './fixtures';

test.describe('images', () => {
  for (const route of routes) {
    test(`${route.path}: every image loads and has alt text unless decorative`, async ({
      page,
    }) => {
      await page.goto(route.path);
      // Lazy images load only near the viewport: walk the page so each gets its turn.
      await page.evaluate(async () => {
        for (let y = 0; y <= document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
      });
      const imgs = page.locator('main img');
      const n = await imgs.count();
      for (let i = 0; i < n; i++) {
        const img = imgs.nth(i);
        if (await img.isVisible()) {
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
              message: `image ${i} on ${route.path} loads`,
            })
            .toBeGreaterThan(0);
        } else {
          // Content hidden until chosen (an unselected tab) cannot load lazily: its file must exist.
          const src = (await img.getAttribute('src')) ?? '';
          expect((await page.request.get(src)).status(), `hidden image ${src}`).toBe(200);
        }
        const alt = await img.getAttribute('alt');
        const decorative = alt === '' && (await img.getAttribute('aria-hidden')) !== null;
        if (!decorative)
          expect(alt?.trim().length, `alt of image ${i} on ${route.path}`).toBeGreaterThan(0);
      }
    });
  }
});
