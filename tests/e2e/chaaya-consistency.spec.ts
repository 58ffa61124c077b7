import type { Page } from '@playwright/test';
import { facts, formatFeet } from '../../content/facts';
import { formatInr } from '../../content/format';
import { rooms } from '../../content/rooms';
import { listItems, mainText } from './chaaya-helpers';
import { expect, test } from './fixtures';

/**
 * Prices, terms and figures are owner data: both Chaaya pages must show exactly what
 * content/rooms.ts and content/facts.ts say, and nothing the modules do not.
 */
const PAGES = ['/projects/chaaya/', '/chaaya-microsite/'] as const;

// Built here from the raw module values, not from the pages' own helpers.
const expectedRates = rooms.map(
  (r) => `${r.title} ₹${r.priceInr.toLocaleString('en-IN')} per ${r.priceUnit}`,
);
const contentAmounts = new Set(rooms.map((r) => formatInr(r.priceInr)));

async function seen(page: Page, path: string) {
  await page.goto(path);
  const text = await mainText(page);
  return {
    rates: await listItems(page, 'Room rates'),
    terms: await listItems(page, 'Booking terms'),
    amounts: new Set(text.match(/₹\s?[\d,]+/g) ?? []),
    feet: new Set(text.match(/\d[\d,]*\s?ft\b/g) ?? []),
    percents: new Set(text.match(/\d+%/g) ?? []),
    hours: new Set(text.match(/\d+ hours/g) ?? []),
    travel: text,
  };
}

test.describe('Chaaya pages agree with content/', () => {
  for (const path of PAGES) {
    test(`${path} shows the content modules' rates, terms and figures`, async ({ page }) => {
      const s = await seen(page, path);
      expect(s.rates).toEqual(expectedRates);

      expect(s.terms).toHaveLength(4);
      expect(s.terms[0]).toContain(`${facts.booking.advancePercent}% advance`);
      expect(s.terms[1]).toContain(facts.booking.payment.join(' or '));
      expect(s.terms[2]).toContain(`${facts.booking.cancellationNoticeHours} hours`);
      expect(s.terms[3]).toBe(facts.booking.included);

      // No stray or stale figure anywhere on the page, hidden tab panels included.
      expect([...s.amounts].filter((a) => !contentAmounts.has(a))).toEqual([]);
      expect([...contentAmounts].filter((a) => !s.amounts.has(a))).toEqual([]);
      expect([...s.feet]).toEqual([formatFeet(facts.elevationFt)]);
      expect([...s.percents]).toEqual([`${facts.booking.advancePercent}%`]);
      for (const h of s.hours) {
        expect([
          `${facts.booking.cancellationNoticeHours} hours`,
          `${facts.confirmationHours} hours`,
        ]).toContain(h);
      }
      for (const v of Object.values(facts.travel)) expect(s.travel).toContain(v);
      expect(s.travel).toContain(`Since ${facts.since}`);
    });
  }

  test('both pages show the same rates, terms and travel facts', async ({ page }) => {
    const [project, microsite] = [await seen(page, PAGES[0]), await seen(page, PAGES[1])];
    expect(microsite.rates).toEqual(project.rates);
    expect(microsite.terms).toEqual(project.terms);
    expect([...microsite.amounts].sort()).toEqual([...project.amounts].sort());
    expect([...microsite.feet]).toEqual([...project.feet]);

    const dl = async (p: string) => {
      await page.goto(p);
      return page.locator('main dl').first().innerText();
    };
    expect(await dl(PAGES[1])).toBe(await dl(PAGES[0]));
  });
});
