import type { Locator, Page } from '@playwright/test';
import { dateInIndia } from '../../lib/dates.mjs';
import { facts } from '../../lib/content/facts';
import { count, fill } from '../../lib/content/format';
import { rulesShown } from '../../lib/content/house-rules';
import { pageNamed } from '../../lib/content/editions';
import { findSection, findVariant } from '../../lib/content/page-file';
import { writtenLine } from '../../lib/content/testimonials';
import { monthStays } from '../../lib/month-stays';
import type { EditionView } from './support/edition';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { browserVisitsBudget } from './support/budget';

/*
 * What a guest asks before writing, answered once, on the house's stay page, in each edition: how to get
 * there, when to come (each month's season and shortest stay read from the seasons), the house's
 * rules, and the questions guests ask, each opened by keyboard; guests' words with their source.
 * Every expectation is read from content/ (the trip's files, the seasons, the testimonials), so
 * the family may change any of it.
 */

const PAGES = ['/projects/chaaya/', '/chaaya-microsite/'] as const;
// The practical answers live on the stay page; the project page tells the house's story and
// sends the guest there.
const STAY_PAGE = '/chaaya-microsite/';
const PROJECT_PAGE = '/projects/chaaya/';

/** The sections of the four answers, found by their headings in the edition under test. */
function answers(page: Page, ed: EditionView) {
  const { trip } = ed.texts;
  const region = (title: string) => page.getByRole('region', { name: title, exact: true });
  return {
    gettingThere: region(trip.gettingThere.heading.title),
    months: region(trip.months.heading.title),
    rules: region(trip.houseRules.heading.title),
    questions: region(trip.questions.heading.title),
  };
}

/** The figures and words a way shows beside where it starts: '25 km · about 45 minutes by taxi'. */
const legLine = (ed: EditionView, leg: { km?: number; time: string }) =>
  [
    leg.km === undefined
      ? null
      : fill(ed.texts.trip.gettingThere.km, { n: leg.km.toLocaleString('en-IN') }),
    leg.time,
  ]
    .filter(Boolean)
    .join(' · ');

async function expectGettingThere(ed: EditionView, section: Locator) {
  const { gettingThere } = ed.texts.trip;
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(
    gettingThere.ways.map((w) => w.title),
  );
  for (const way of gettingThere.ways) {
    for (const leg of way.legs) {
      const where = section.locator('dt', { hasText: leg.from });
      await expect(where).toBeVisible();
      await expect(where.locator('xpath=following-sibling::dd[1]')).toHaveText(legLine(ed, leg));
    }
    for (const note of way.notes)
      await expect(section.getByText(note, { exact: true })).toBeVisible();
  }
  const map = section.getByRole('link', { name: new RegExp(`^${gettingThere.mapLink}`) });
  await expect(map).toHaveAttribute('href', ed.texts.site.map.page);
  await expect(map).toHaveAttribute('target', '_blank');
}

async function expectMonths(ed: EditionView, section: Locator) {
  const { months } = ed.texts.trip;
  const words = ed.texts.stayForm;
  const rows = section.getByRole('list').getByRole('listitem');
  await expect(rows).toHaveCount(12);
  // The seasons each month falls in, from the seasons' own nights as of today in India.
  const stays = monthStays(ed.texts.seasons, dateInIndia());
  for (const [i, month] of months.months.entries()) {
    const row = rows.nth(i);
    await expect(row.getByRole('heading', { level: 3 })).toContainText(words.dates.monthsLong[i]!);
    await expect(row).toContainText(fill(months.tempsSpoken, { max: month.high, min: month.low }));
    await expect(row).toContainText(months.skies[month.sky]);
    await expect(row).toContainText(month.valley);
    const seasons = stays[i]!.seasons;
    if (seasons.length === 0) await expect(row).toContainText(months.usualRates);
    for (const run of seasons) {
      await expect(row).toContainText(run.season.name);
      if (run.allMonth) await expect(row).toContainText(months.allMonth);
      if (run.season.minNights > 1) {
        await expect(row).toContainText(
          fill(words.seasonMinimum, { nights: count(run.season.minNights, words.nightCount) }),
        );
      }
    }
  }
}

async function expectRules(ed: EditionView, section: Locator) {
  const rules = ed.texts.trip.houseRules;
  const glance = section.getByRole('group', { name: rules.glance.label });
  await expect(glance.locator('dt')).toHaveText([
    rules.glance.checkIn,
    rules.glance.checkOut,
    rules.glance.quietHours,
    rules.glance.pets,
  ]);
  await expect(glance.locator('dd')).toHaveText([
    rules.checkIn,
    rules.checkOut,
    `${rules.quietHours.from}–${rules.quietHours.until}`,
    rules.petsAllowed ? rules.glance.petsWelcome : rules.glance.noPets,
  ]);
  // Each rule a guest reads, the pets rule being the one written for the switch as it stands.
  const shown = rulesShown(rules);
  const list = section.locator('dl').nth(1);
  await expect(list.locator('dt')).toHaveText(shown.map((r) => r.title));
  await expect(list.locator('dd')).toHaveText(shown.map((r) => r.text));
  // The advance and the notice to cancel are the facts' (content/facts.yaml), filled in.
  const all = shown.map((r) => r.text).join(' ');
  expect(all).toContain(`${facts.booking.advancePercent}%`);
  expect(all).toContain(String(facts.booking.cancellationNoticeHours));
  for (const list of [rules.included, rules.notIncluded]) {
    await expect(section.getByRole('group', { name: list.title }).getByRole('listitem')).toHaveText(
      list.items,
    );
  }
}

async function expectQuestionsClosed(ed: EditionView, section: Locator) {
  const { questions } = ed.texts.trip.questions;
  expect(questions.length).toBeGreaterThanOrEqual(8);
  expect(questions.length).toBeLessThanOrEqual(12);
  await expect(section.locator('details > summary')).toHaveText(questions.map((q) => q.question));
  for (const q of questions) {
    await expect(section.getByText(q.answer, { exact: true })).toBeHidden();
  }
}

test.describe('before the trip, on the stay page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('answers how to get there, when to come, the house rules and guests’ questions', async ({
    page,
    ed,
  }) => {
    await page.goto(ed.at(STAY_PAGE));
    const a = answers(page, ed);
    await test.step('getting there: each way, where from, how far and how long, and the map', () =>
      expectGettingThere(ed, a.gettingThere));
    await test.step('when to come: twelve months, each with its season and shortest stay', () =>
      expectMonths(ed, a.months));
    await test.step('the house rules: the hours at a glance, each rule, what a stay includes', () =>
      expectRules(ed, a.rules));
    await test.step('the questions guests ask, each closed until opened', () =>
      expectQuestionsClosed(ed, a.questions));
  });

  test('are not repeated on the project page, which sends the guest to the stay page', async ({
    page,
    ed,
  }) => {
    await page.goto(ed.at(PROJECT_PAGE));
    const a = answers(page, ed);
    for (const section of Object.values(a)) await expect(section).toHaveCount(0);
    await expect(page.locator('form')).toHaveCount(0);
    const panel = page.locator('main a[href*="#plan-your-stay"]').first();
    await expect(panel).toHaveAttribute('href', ed.at(`${STAY_PAGE}#plan-your-stay`));
  });
});

for (const path of PAGES) {
  test.describe(`before the trip, on ${path}`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('tells search engines the house’s hours and whether pets are welcome, and no rating', async ({
      page,
      ed,
    }) => {
      const rules = ed.texts.trip.houseRules;
      await page.goto(ed.at(path));
      const data = (await page
        .locator('script[type="application/ld+json"]')
        .allTextContents()) as string[];
      const lodging = data
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((d) => d['@type'] === 'LodgingBusiness');
      expect(lodging).toMatchObject({
        checkinTime: `${rules.checkIn}:00`,
        checkoutTime: `${rules.checkOut}:00`,
        petsAllowed: rules.petsAllowed,
      });
      expect(data.join('\n')).not.toMatch(/AggregateRating|"Review"|"review"/);
      // No question-and-answer markup either: the answers are for guests.
      expect(data.join('\n')).not.toMatch(/FAQPage|"Question"/);
    });
  });
}

test.describe('the questions guests ask', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('open and close by keyboard alone, each on its own', async ({ page, ed }) => {
    const { questions } = ed.texts.trip.questions;
    await page.goto(ed.at('/chaaya-microsite/'));
    const section = answers(page, ed).questions;
    const details = section.locator('details');
    const summary = (i: number) => details.nth(i).locator('summary');
    const answer = (i: number) => section.getByText(questions[i]!.answer, { exact: true });

    // Tabbing from the section's heading area reaches the first question.
    await section.getByRole('heading', { level: 2 }).evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      h.focus();
    });
    await page.keyboard.press('Tab');
    await expect(summary(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details.nth(0)).toHaveAttribute('open', '');
    await expect(answer(0)).toBeVisible();

    // The answer holds nothing to stop at: the next Tab is the next question. Space opens it.
    await page.keyboard.press('Tab');
    await expect(summary(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(answer(1)).toBeVisible();
    await expect(answer(0)).toBeVisible();

    // Back to the first, closed again with Enter; the second stays open.
    await page.keyboard.press('Shift+Tab');
    await expect(summary(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details.nth(0)).not.toHaveAttribute('open');
    await expect(answer(0)).toBeHidden();
    await expect(answer(1)).toBeVisible();
  });
});

test.describe('the questions guests ask, without JavaScript', () => {
  test.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });

  test('open all the same', async ({ page, ed }) => {
    await page.goto(ed.at(STAY_PAGE));
    const { questions } = ed.texts.trip.questions;
    const section = answers(page, ed).questions;
    await section.locator('summary').first().click();
    await expect(section.getByText(questions[0]!.answer, { exact: true })).toBeVisible();
  });
});

test.describe('guests’ words', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('show where and when each was written, and stars only beside it', async ({ page, ed }) => {
    test.setTimeout(browserVisitsBudget(2));
    const sources = ed.texts.testimonialSources;
    const dates = ed.texts.stayForm.dates;
    await test.step('the letters on the Chaaya page', async () => {
      await page.goto(ed.at('/projects/chaaya/'));
      const block = findSection(pageNamed(ed, 'chaaya'), 'quotes');
      const section = page.getByRole('region', { name: block.heading.title });
      for (const letter of ed.texts.guestLetters) {
        const caption = section.locator('figure', { hasText: letter.quote }).locator('figcaption');
        await expect(caption).toContainText(letter.guest);
        await expect(caption).toContainText(writtenLine(letter, sources, dates));
      }
    });
    await test.step('the reviews on the homestay’s page', async () => {
      await page.goto(ed.at('/chaaya-microsite/'));
      const block = findSection(pageNamed(ed, 'microsite'), 'quotes');
      const section = page.getByRole('region', { name: block.heading.title });
      for (const review of ed.texts.reviews) {
        const caption = section.locator('figure', { hasText: review.quote }).locator('figcaption');
        const stars = fill(ed.texts.interface.rated, { rating: review.rating, max: 5 });
        await expect(caption.getByText(stars, { exact: true })).toBeAttached();
        await expect(caption).toContainText(writtenLine(review, sources, dates));
        if (review.link) {
          await expect(
            caption.getByRole('link', { name: new RegExp(writtenLine(review, sources, dates)) }),
          ).toHaveAttribute('href', review.link);
        }
      }
      // The guests' rating of the house, with where it was given.
      const stats = findVariant(pageNamed(ed, 'microsite'), 'facts', 'figures');
      const rating = stats.items.find((i) => i.title === facts.guestRating.toFixed(1));
      expect(rating?.text).toContain(ed.texts.facts.guestRatingSource);
    });
  });
});

test.describe('before the trip on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [STAY_PAGE]) {
    test(`reads at a glance and passes axe with a question open, on ${path}`, async ({
      page,
      ed,
    }) => {
      await page.goto(ed.at(path));
      const a = answers(page, ed);
      for (const section of Object.values(a)) await expect(section).toBeVisible();
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // The months are a compact list: twelve short rows, not twelve paragraphs.
      const rows = a.months.getByRole('list').getByRole('listitem');
      for (let i = 0; i < 12; i++) {
        expect((await rows.nth(i).boundingBox())!.height).toBeLessThan(220);
      }
      // Each question is a target a finger finds.
      for (const summary of await a.questions.locator('summary').all()) {
        expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await a.questions.locator('summary').first().click();
      await expectNoAxeViolations(page);
    });
  }
});
