import { editionView, type EditionView } from './support/edition';
import { expect, test } from './fixtures';
import { IMAGE_MS } from './support/budget';

// Run over each edition (the project says which); test names come from the English routes.
const routes = editionView('en').routes;

const alts = (ed: EditionView) => ed.texts.images.map((i) => i.alt);

test.describe('images', () => {
  for (const { path } of routes) {
    test(`${path}: every image loads and has alt text unless decorative`, async ({ page, ed }) => {
      const at = ed.at(path);
      await page.goto(at);
      // Lazy images load only near the viewport: walk the page so each gets its turn.
      await page.evaluate(async () => {
        for (let y = 0; y <= document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
      });
      const imgs = page.locator('main img');
      const n = await imgs.count();
      // Each image is brought into view and waited for: the limit grows by one step for each,
      // on top of what the page's load and the walk above already took.
      test.setTimeout(test.info().timeout + n * IMAGE_MS);
      for (let i = 0; i < n; i++) {
        const img = imgs.nth(i);
        if (await img.isVisible()) {
          // Scrolled as a reader scrolls, without Playwright's wait for the box to hold still over
          // two frames: what is checked is that the file arrives, and a busy machine can go long
          // without a frame (a slowed run waited 33 s on the SAN hero, which never moves).
          // Brought into view again at each look: a carousel's island, taking its strip over
          // meanwhile, puts the strip back at the slide the visitor had reached, and a lazy image
          // that has left the view again is never requested.
          await expect
            .poll(
              () =>
                img.evaluate((el: HTMLImageElement) => {
                  el.scrollIntoView({ block: 'center' });
                  return el.complete ? el.naturalWidth : 0;
                }),
              { message: `image ${i} on ${at} loads` },
            )
            .toBeGreaterThan(0);
        } else {
          // Content hidden until chosen (an unselected tab) cannot load lazily: its file must exist.
          const src = (await img.getAttribute('src')) ?? '';
          expect((await page.request.get(src)).status(), `hidden image ${src}`).toBe(200);
        }
        const alt = await img.getAttribute('alt');
        const decorative = alt === '' && (await img.getAttribute('aria-hidden')) !== null;
        if (!decorative) {
          expect(alt?.trim().length, `alt of image ${i} on ${at}`).toBeGreaterThan(0);
          // Said in the edition's words: the alt text of one of its picture slots.
          expect(alts(ed), `alt of image ${i} on ${at}`).toContain(alt);
        }
      }
    });
  }
});
