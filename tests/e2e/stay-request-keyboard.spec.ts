// The stay request by keyboard alone: every field, the stepper, the room and sending, and focus
// handed from the fallback link to the form.
import type { Page } from '@playwright/test';
import { catchWhatsApp, stay } from './support/stay-controls';
import { expect, test } from './fixtures';
import { KEY_MS, typingBudget } from './support/budget';
import { typedDate } from './support/stay-dates';
import {
  CHECKIN,
  MICROSITE,
  NOW,
  day,
  expectOwnWords,
  expectThankYou,
  inr,
  messageIn,
  openAtRequest,
  summary,
  usualTotal,
} from './support/stay-request-shared';

/** Presses Tab (at most `max` times) until `target` has focus; fails if it never does. */
async function tabUntil(page: Page, target: ReturnType<Page['locator']>, max = 6) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

test.describe('stay request on the microsite', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test(
    'keyboard only: every field, the guest stepper, the room, and sending',
    { tag: '@once' },
    async ({ page, context, ed }) => {
      const words = ed.texts.stayForm;
      // Every letter and every Tab, arrow and Enter is a key the page answers: the limit grows with
      // them (up to six Tabs, twice, across a date field's stops, and nine other presses).
      const [checkin, checkout] = [typedDate(CHECKIN), typedDate(day(2))] as const;
      test.setTimeout(typingBudget(checkin, checkout, 'Vegetarian, please.') + 21 * KEY_MS);
      await catchWhatsApp(context);
      await openAtRequest(page, ed);
      const f = stay(page, ed);
      await f.checkin.focus();
      await page.keyboard.type(checkin);
      await expect(f.checkin).toHaveValue(CHECKIN);
      // Chromium's date field has stops for month, day, year and its calendar button.
      await tabUntil(page, f.checkout);
      await page.keyboard.type(checkout);
      await expect(f.checkout).toHaveValue(day(2));
      await tabUntil(page, f.fewer);
      await expect(f.fewer).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(f.guests).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(f.guests).toHaveValue('1');
      await page.keyboard.press('Tab');
      await expect(f.more).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(f.guests).toHaveValue('2');
      await page.keyboard.press('Tab');
      await expect(f.room).toBeFocused();
      // The room after the first (today the standard room).
      const second = ed.texts.rooms[1]!;
      await page.keyboard.press('ArrowDown');
      await expect(f.room).toHaveValue(second.id);
      await page.keyboard.press('Tab');
      await expect(f.note).toBeFocused();
      await page.keyboard.type('Vegetarian, please.');
      await page.keyboard.press('Tab');
      await expect(f.whatsapp).toBeFocused();
      await expect(f.whatsapp).toHaveCSS('outline-style', 'solid');
      expect((await summary(page, ed))[words.total]).toBe(inr(usualTotal(second, 2, 2)));

      const popup = context.waitForEvent('page');
      await page.keyboard.press('Enter');
      const tab = await popup;
      await expect.poll(() => tab.url()).toContain('https://wa.me/');
      const text = new URL(tab.url()).searchParams.get('text');
      expect(text).toBe(
        messageIn(ed, {
          room: second.id,
          checkin: CHECKIN,
          checkout: day(2),
          nights: 2,
          guests: 2,
          note: 'Vegetarian, please.',
        }),
      );
      if (ed.lang !== 'en') expectOwnWords(ed, text!);
      await expectThankYou(page, ed);
    },
  );

  test(
    'tabbing into the section onto the fallback link hands focus to the form',
    { tag: '@once' },
    async ({ page, ed }) => {
      await page.clock.setFixedTime(NOW);
      await page.goto(ed.at(MICROSITE));
      await expect(stay(page, ed).form).toHaveCount(0);
      // Keyboard focus reaching the fallback link starts the load; the form then keeps the focus.
      await stay(page, ed).fallback.focus();
      await expect(stay(page, ed).checkin).toBeFocused();
    },
  );
});
