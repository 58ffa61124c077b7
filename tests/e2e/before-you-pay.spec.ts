import type { Page } from '@playwright/test';
import { fill } from '../../lib/content/format';
import { languageOf } from '../../lib/content/languages';
import { FOREIGN_CURRENCIES } from '../../lib/foreign-amounts';
import { expect, expectNoAxeViolations, test } from './fixtures';
import type { EditionView } from './support/edition';
import { stay } from './support/stay-controls';
import { fillStandardStay, MICROSITE, openAtRequest } from './support/stay-request-shared';

/*
 * What a guest checks before paying anyone, beside the stay request's Send buttons as on the pay
 * page: whom they pay, that the family never asks for payment to another name, the registration
 * and the tax where the family has set them, and what cancelling does to the advance. And a guest
 * from abroad reads the estimate also in dollars, euros and pounds where the family has set rates.
 * Every figure and word is read from content/; the currencies are written by the browser's Intl.
 */

const checksOf = (page: Page, ed: EditionView) =>
  page
    .locator('#plan-your-stay')
    .getByRole('region', { name: ed.texts.payment.checks.title, exact: true });

/** What each check must show, from the edition's content. */
function expectedChecks(ed: EditionView) {
  const { payment, facts } = ed.texts;
  const { checks } = payment;
  return {
    shown: [
      checks.payee,
      payment.payeeName,
      checks.cancel,
      fill(checks.cancellation, { cancellationHours: facts.booking.cancellationNoticeHours }),
      payment.trustLine,
      ...(payment.registration.number ? [checks.registration, payment.registration.number] : []),
      ...(facts.booking.tax.kind === 'unstated' ? [] : [checks.tax]),
    ],
    hidden: [
      ...(payment.registration.number ? [] : [checks.registration]),
      ...(facts.booking.tax.kind === 'unstated' ? [checks.tax] : []),
    ],
  };
}

test.describe('what a guest checks before paying, beside the stay request’s Send', () => {
  for (const width of [390, 1440]) {
    test(`names the payee, the line against false payees and what cancelling does, at ${width} px`, async ({
      page,
      ed,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAtRequest(page, ed);
      const checks = checksOf(page, ed);
      const { shown, hidden } = expectedChecks(ed);
      for (const text of shown) await expect(checks).toContainText(text);
      for (const text of hidden) {
        await expect(checks.getByText(text, { exact: true })).toHaveCount(0);
      }
      // Right after the buttons that send the request, before anything else of the page.
      const send = await stay(page, ed).whatsapp.boundingBox();
      const box = await checks.boundingBox();
      expect(send && box).toBeTruthy();
      if (send && box) {
        expect(box.y).toBeGreaterThan(send.y + send.height);
        expect(box.y - (send.y + send.height)).toBeLessThan(900);
      }
      await expectNoAxeViolations(page);
    });
  }
});

test('the pay page lists the same checks', async ({ page, ed }) => {
  await page.goto(`${ed.at('/pay/')}#ref=T-4&amount=1200`);
  const checks = page.getByRole('region', { name: ed.texts.payment.checks.title, exact: true });
  const { shown, hidden } = expectedChecks(ed);
  for (const text of shown) await expect(checks).toContainText(text);
  for (const text of hidden) await expect(checks.getByText(text, { exact: true })).toHaveCount(0);
});

test.describe('what a guest checks before paying, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('is in the page under the chat link', async ({ page, ed }) => {
    await page.goto(ed.at(MICROSITE));
    const checks = checksOf(page, ed);
    await expect(checks).toContainText(ed.texts.payment.payeeName);
    await expect(checks).toContainText(ed.texts.payment.trustLine);
    await expect(stay(page, ed).fallback).toBeVisible();
  });
});

/** The amounts and the date as the page's language writes them, by the browser's own Intl. */
async function foreignIn(
  page: Page,
  ed: EditionView,
  inr: number,
): Promise<{ amounts: string[]; date: string } | null> {
  const rates = ed.texts.payment.exchangeRates;
  if (!rates?.date || !rates.rupeesPer) return null;
  const locale = languageOf(ed.lang).locale.replace('_', '-');
  const perUnit = FOREIGN_CURRENCIES.flatMap((c) => {
    const rate = rates.rupeesPer?.[c];
    return rate === undefined ? [] : [[c, inr / rate] as const];
  });
  if (perUnit.length === 0) return null;
  return page.evaluate(
    ({ locale, perUnit, date }) => ({
      amounts: perUnit.map(([currency, n]) =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          maximumFractionDigits: 0,
        }).format(n),
      ),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      ),
    }),
    { locale, perUnit, date: rates.date },
  );
}

test.describe('guests from abroad', () => {
  test('read the estimate also in other currencies, marked approximate, where the family sets rates', async ({
    page,
    ed,
  }) => {
    await openAtRequest(page, ed);
    await fillStandardStay(page, ed);
    const f = stay(page, ed);
    const total = f.summary.locator('dt', { hasText: ed.texts.stayForm.total }).locator('+ dd');
    await expect(total).toContainText(/\d/);
    const inr = Number((await total.innerText()).replace(/\D/g, ''));
    const foreign = await foreignIn(page, ed, inr);
    const line = f.summary.getByTestId('stay-abroad');
    if (!foreign) {
      await expect(line).toHaveCount(0);
      return;
    }
    const { approximate, card } = ed.texts.payment.abroad;
    await expect(line).toContainText(
      fill(approximate, { amount: foreign.amounts.join(' · '), date: foreign.date }),
    );
    if (ed.texts.payment.cardLink) await expect(line).toContainText(card);
    else await expect(line).not.toContainText(card);
  });

  test('read the pay page’s amount also in other currencies where the family sets rates', async ({
    page,
    ed,
  }) => {
    await page.goto(`${ed.at('/pay/')}#ref=T-5&amount=4321`);
    await expect(page.getByTestId('pay-amount')).toContainText('4,321');
    const foreign = await foreignIn(page, ed, 4321);
    const line = page.getByTestId('pay-abroad');
    if (!foreign) {
      await expect(line).toHaveCount(0);
      return;
    }
    await expect(line).toHaveText(
      fill(ed.texts.payment.abroad.approximate, {
        amount: foreign.amounts.join(' · '),
        date: foreign.date,
      }),
    );
  });
});
