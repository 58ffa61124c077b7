// The family's reply page: a message the stay request really composed (in the edition under test,
// so English on one project and Hindi on the other) pasted into /admin/reply/ gives back the stay,
// the same quote the guest saw and a /pay/ link asking for the advance.
import { loadWordsFile } from '../../lib/content/registry';
import { languageOf } from '../../lib/content/languages';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { waitUntilHydrated } from './support/phone';
import { stay } from './support/stay-controls';
import {
  fillStandardStay,
  labels,
  openAtRequest,
  roomIn,
  STANDARD_STAY,
  summary,
} from './support/stay-request-shared';

const REPLY = '/admin/reply/';

/** The reply page, read in the edition's language as the family chooses it at the top. */
async function openReply(page: Page, lang: string) {
  await page.goto(REPLY);
  const choice = page.getByRole('button', { name: languageOf(lang).name });
  await waitUntilHydrated(choice);
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
}

for (const width of [390, 1440]) {
  test.describe(`the reply page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a guest’s message pasted gives the stay, the quote they saw and their /pay/ link with the advance', async ({
      page,
      ed,
    }) => {
      const words = loadWordsFile('reply', ed.lang, {});
      // As a guest: the stay request composes the message, with its reference above Send.
      await openAtRequest(page, ed);
      await fillStandardStay(page, ed);
      const f = stay(page, ed);
      const reference = page.getByTestId('stay-reference');
      await expect(reference).toBeVisible();
      const shown = (await reference.textContent()) ?? '';
      const ref = /[A-Z0-9]{2,3}-[A-Z0-9]{2,3}-\d{6}-\d+N-\d+G/.exec(shown)?.[0] ?? '';
      expect(ref).toMatch(new RegExp(`-${STANDARD_STAY.nights}N-${STANDARD_STAY.guests}G$`));
      const href = (await f.whatsapp.getAttribute('href')) ?? '';
      const message = new URL(href).searchParams.get('text') ?? '';
      expect(message).toContain(ref);
      const seen = await summary(page, ed);
      const { total, advance } = labels(ed);
      const guestTotal = seen[total] ?? '';
      const guestAdvance = seen[advance] ?? '';
      expect(guestAdvance).toMatch(/₹/);

      // As the family: paste it.
      await openReply(page, ed.lang);
      const box = page.getByRole('textbox', { name: words.input });
      await box.fill(message);
      const stayRegion = page.getByRole('region', { name: words.stay });
      await expect(stayRegion).toContainText(ref);
      await expect(stayRegion).toContainText(roomIn(ed, 'standard').title);
      const quote = page.getByRole('region', { name: words.quote });
      await expect(quote.getByRole('row')).toHaveCount(STANDARD_STAY.nights + 1);
      await expect(page.getByTestId('quoted-total')).toHaveText(guestTotal);
      await expect(page.getByTestId('advance')).toHaveText(guestAdvance);

      const pay = page.getByTestId('pay-link');
      const linkText = (await pay.getAttribute('href')) ?? '';
      const link = new URL(linkText);
      expect(link.pathname).toBe(ed.at('/pay/'));
      const params = new URLSearchParams(link.hash.slice(1));
      expect(params.get('ref')).toBe(ref);
      expect(params.get('amount')).toBe(guestAdvance.replace(/\D/g, ''));
      expect(params.get('room')).toBe('standard');
      expect(params.get('from')).toBe(STANDARD_STAY.checkin);
      expect(params.get('to')).toBe(STANDARD_STAY.checkout);
      expect(params.get('guests')).toBe(String(STANDARD_STAY.guests));

      // The confirmation is in the guest's language, with the link; WhatsApp asks whom to send to.
      const confirmation = page.getByRole('textbox', { name: words.confirmation });
      expect(await confirmation.inputValue()).toContain(linkText);
      await expect(confirmation).toHaveAttribute('lang', ed.lang);
      const send = page.getByRole('link', { name: words.whatsapp });
      expect(await send.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);

      // An agreed total moves the advance and the link's amount.
      await page.getByRole('textbox', { name: words.agreed }).fill('10000');
      const agreedAdvance = (await page.getByTestId('advance').textContent()) ?? '';
      expect(agreedAdvance).not.toBe(guestAdvance);
      await expect(pay).toHaveAttribute(
        'href',
        new RegExp(`amount=${agreedAdvance.replace(/\D/g, '')}&`),
      );
      await expectNoAxeViolations(page);
    });
  });
}

test('a text with no reference says so, and the page is not for search engines', async ({
  page,
  request,
  ed,
}) => {
  const words = loadWordsFile('reply', ed.lang, {});
  const res = await request.get(REPLY);
  expect(res.headers()['x-robots-tag']).toBe('noindex');
  expect(res.headers()['cache-control']).toBe('no-store');
  await openReply(page, ed.lang);
  await page.getByRole('textbox', { name: words.input }).fill('<img src=x onerror=alert(1)> hello');
  await expect(page.getByRole('status')).toHaveText(words.noReference);
  expect(await page.locator('main img').count()).toBe(0);
});
