import { expect, test } from './fixtures';
import { pageNamed } from '../../lib/content/editions';

// What the exported files say to search engines and link previews (metadata, structured data,
// the sitemap, robots.txt, share cards) needs no browser: exported-pages.spec.ts reads it from out/
// for both editions. What is left here needs the browser: the fonts it loads, a link followed.

test.describe('search and share metadata', () => {
  // The made-up address the 404 test visits.
  test.use({ allowedFailures: ['/missing-page'] });

  // The same address and the same page in every edition: one run says it all.
  test('the 404 page preloads only fonts it uses', { tag: '@once' }, async ({ page }) => {
    await page.goto('/missing-page');
    await page.evaluate(() => document.fonts.ready);
    const { preloaded, used } = await page.evaluate(() => {
      const preloaded = [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]'),
      ].map((l) => new URL(l.href).pathname);
      // The URL of every @font-face whose face the page actually loaded.
      const loaded = [...document.fonts].filter((f) => f.status === 'loaded');
      const used: string[] = [];
      for (const sheet of [...document.styleSheets]) {
        for (const rule of [...sheet.cssRules]) {
          if (!(rule instanceof CSSFontFaceRule)) continue;
          const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '');
          const style = rule.style.getPropertyValue('font-style') || 'normal';
          const url = /url\(["']?([^"')]+)/.exec(rule.style.getPropertyValue('src'))?.[1];
          if (
            url &&
            loaded.some((f) => f.family.replace(/["']/g, '') === family && f.style === style)
          ) {
            used.push(new URL(url, location.href).pathname);
          }
        }
      }
      return { preloaded, used };
    });
    for (const font of preloaded) expect(used, `${font} is preloaded but unused`).toContain(font);
  });
});

test('the home page sends photo seekers to Media and Memories', async ({ page, ed }) => {
  const archive = pageNamed(ed, 'home').blocks.find(
    (b) => b.type === 'cards' && b.variant === 'strip',
  );
  if (archive?.type !== 'cards' || archive.variant !== 'strip')
    throw new Error('the home page has its social archive');
  await page.goto(ed.at('/'));
  await page.locator('#social-archive').getByRole('link', { name: archive.action.label }).click();
  await expect(page).toHaveURL(new RegExp(`${ed.at('/media')}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
