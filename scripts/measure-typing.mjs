#!/usr/bin/env node
// Per-keystroke cost of the contact form's message field with a long draft already in it, as a
// ratio of the same keystroke in an empty field. Against a served build:
//   node scripts/measure-typing.mjs http://127.0.0.1:4412/contact/ [keys=25]
// Each key is timed from the key event to the next animation frame (the visitor sees it).
import { chromium } from '@playwright/test';
import browserConfig from './lib/chromium.cjs';

const url = process.argv[2] ?? 'http://127.0.0.1:4310/contact/';
const keys = Number(process.argv[3] ?? 25);
const sizes = [0, 100_000, 1_000_000];

const browser = await chromium.launch({
  executablePath: browserConfig.path,
  args: browserConfig.flags,
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/**
 * Median-ready times of `keys` key presses at the end of `field`, each until the next frame (the
 * first three, while the browser warms up, are not counted).
 */
async function timeKeys(page, field) {
  await page.waitForTimeout(1000);
  await field.focus();
  await page.keyboard.press('Control+End');
  const times = [];
  for (let i = 0; i < keys + 3; i++) {
    const t0 = performance.now();
    await page.keyboard.press('a');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
    if (i >= 3) times.push(performance.now() - t0);
  }
  return times;
}

const results = [];
for (const size of sizes) {
  const page = await browser.newPage();
  await page.goto(url);
  const field = page.getByRole('textbox', { name: 'Your message' });
  await field.waitFor();
  await page.waitForFunction(
    () => !document.querySelector('#contact-message')?.closest('fieldset')?.disabled,
  );
  if (size) await field.fill('x'.repeat(size));
  const times = await timeKeys(page, field);
  const length = await field.evaluate((el) => el.value.length);
  if (length !== size + keys + 3)
    throw new Error(`expected ${size + keys + 3} characters, got ${length}`);
  results.push({ size, ms: median(times) });
  await page.close();
}
// The floor: the same keys in a bare textarea of the same size holding the longest text, with no
// style or script of the site. What the page adds per key is the difference.
{
  const page = await browser.newPage();
  await page.goto(url);
  const box = await page.locator('#contact-message').boundingBox();
  await page.setContent(
    `<textarea id="bare" style="width:${box.width}px;height:${box.height}px"></textarea>`,
  );
  const field = page.locator('#bare');
  await field.fill('x'.repeat(sizes.at(-1)));
  const times = await timeKeys(page, field);
  results.push({ size: sizes.at(-1), ms: median(times), bare: true });
  await page.close();
}
await browser.close();
const base = results[0].ms;
for (const r of results) {
  console.log(
    `${String(r.size).padStart(9)} chars: ${r.ms.toFixed(1).padStart(7)} ms per key  ${(r.ms / base).toFixed(2)}×${r.bare ? '  (bare textarea, no site CSS or JS)' : ''}`,
  );
}
