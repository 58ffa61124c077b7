import type { Page } from '@playwright/test';
import { facts } from '../../lib/content/facts';
import { fill, formatInr } from '../../lib/content/format';
import { findVariant } from '../../lib/content/page-file';
import { seasonsIn } from '../../lib/content/seasons';
import { feetIn, listItems, mainText } from './chaaya-helpers';
import type { EditionView } from './support/edition';
import { expect, test } from './fixtures';
import { browserVisitsBudget } from './support/budget';
import { pageNamed } from '../../lib/content/editions';

/**
 * Prices, terms and figures are owner data: both Chaaya pages must show exactly what
 * content/rooms.ts and content/facts.yaml say, and nothing the modules do not, in each edition.
 */
const PAGES = ['/projects/chaaya/', '/chaaya-microsite/'] as const;
const STAY_PAGE = PAGES[1];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** 'Peak season: ₹4,500 per night, 20 Dec – 5 Jan and 15 May – 30 Jun · at least 2 nights' */
function seasonLines(ed: EditionView, r: EditionView['texts']['rooms'][number]): string[] {
  const words = ed.texts.stayForm;
  const months = words.dates.months;
  const md = (m: string) =>
    fill(words.dayMonth, { day: Number(m.slice(3)), month: months[Number(m.slice(0, 2)) - 1]! });
  const ymd = (d: string) =>
    fill(words.dayMonthYear, {
      day: Number(d.slice(8)),
      month: months[Number(d.slice(5, 7)) - 1]!,
      year: d.slice(0, 4),
    });
  return seasonsIn(ed.lang).map((s) => {
    const ranges = [
      ...s.everyYear.map(([a, b]) => `${md(a)} – ${md(b)}`),
      ...s.onDates.map(([a, b]) => `${ymd(a)} – ${ymd(b)}`),
    ];
    const when =
      ranges.length > 1
        ? `${ranges.slice(0, -1).join(', ')} ${words.and} ${ranges.at(-1)}`
        : (ranges[0] ?? '');
    const rate = `${rupees(s.rates[r.id]!)} ${ed.texts.interface.rates.per[r.priceUnit]}`;
    const min =
      s.minNights > 1
        ? ` · ${fill(words.seasonMinimum, { nights: fill(words.nightCount.other, { n: s.minNights }) })}`
        : '';
    return `${fill(words.seasonRate, { season: s.name, rate, when })}${min}`;
  });
}

// Built here from the raw module values, not from the pages' own helpers: each room's usual rate,
// then what it costs in each of the owner's seasons (content/seasons.yaml).
const expectedRates = (ed: EditionView) =>
  ed.texts.rooms.map((r) =>
    [
      `${r.title} ${rupees(r.priceInr)} ${ed.texts.interface.rates.per[r.priceUnit]}`,
      ...seasonLines(ed, r),
    ].join(' '),
  );
const rateAmounts = (ed: EditionView) =>
  ed.texts.rooms.flatMap((r) => [
    formatInr(r.priceInr),
    ...seasonsIn(ed.lang).map((s) => formatInr(s.rates[r.id]!)),
  ]);
// The house rules' own price (content/house-rules.yaml), written there once: only the stay
// page, which answers what a guest asks before the trip, shows the rules.
const contentAmounts = (ed: EditionView, path: string) =>
  new Set([
    ...rateAmounts(ed),
    ...(path === STAY_PAGE ? [formatInr(ed.texts.trip.houseRules.extraBedInr)] : []),
  ]);

/** The edition's word after a number of hours ('hours'), as its cancellation term writes it. */
function hoursWord(ed: EditionView): string {
  const hours = new RegExp(`${facts.booking.cancellationNoticeHours} (\\S+)`);
  const word = ed.texts.bookingTerms.map((term) => hours.exec(term)?.[1]).find(Boolean);
  if (!word) throw new Error(`no hours in ${JSON.stringify(ed.texts.bookingTerms)}`);
  return word;
}

async function seen(page: Page, ed: EditionView, path: string) {
  await page.goto(ed.at(path));
  const text = await mainText(page);
  // The ways here have travel times of their own (content/getting-there.yaml, checked by
  // before-the-trip.spec.ts): hours there are journeys, not booking terms.
  const bookingText = await mainText(page, 'script, style, noscript, #getting-there');
  // '2,800 ft', '2,800 फ़ुट': whatever follows the figure in the edition's own way of writing it.
  const feetUnit = escape(feetIn(ed, 1).replace(/^1\s?/, ''));
  // A word ends where no letter or mark follows (\b knows only Latin letters).
  const end = '(?![\\p{L}\\p{M}])';
  return {
    rates: await listItems(page, ed.texts.planYourStay.ratesLabel),
    terms: await listItems(page, ed.texts.planYourStay.termsLabel),
    amounts: new Set(text.match(/₹\s?[\d,]+/g) ?? []),
    feet: new Set(text.match(new RegExp(`\\d[\\d,]*\\s?${feetUnit}${end}`, 'gu')) ?? []),
    percents: new Set(text.match(/\d+%/g) ?? []),
    hours: new Set(
      bookingText.match(new RegExp(`\\d+ ${escape(hoursWord(ed))}${end}`, 'gu')) ?? [],
    ),
    travel: text,
  };
}

test.describe('Chaaya pages agree with content/', () => {
  // One load of each page: its figures against content/, then the two pages against each other.
  test('both pages show the content modules’ rates, terms and figures, and the same ones', async ({
    page,
    ed,
  }) => {
    test.setTimeout(browserVisitsBudget(PAGES.length));
    const { booking, travel } = ed.texts.facts;
    const shown: Awaited<ReturnType<typeof seen>>[] = [];
    const glance: string[] = [];
    for (const path of PAGES) {
      await test.step(`${path} shows the content modules' rates, terms and figures`, async () => {
        const s = await seen(page, ed, path);
        shown.push(s);
        expect(s.rates).toEqual(expectedRates(ed));

        // The terms as content/rooms.yaml lists them (in whatever order and words), the facts
        // filled in.
        expect(s.terms).toEqual(ed.texts.bookingTerms);
        const terms = s.terms.join('\n');
        expect(terms).toContain(`${facts.booking.advancePercent}%`);
        for (const way of booking.payment) expect(terms).toContain(way);
        expect(terms).toContain(`${facts.booking.cancellationNoticeHours} ${hoursWord(ed)}`);
        expect(s.terms).toContain(booking.included);

        // No stray or stale figure anywhere on the page, hidden tab panels included.
        const amounts = contentAmounts(ed, path);
        expect([...s.amounts].filter((a) => !amounts.has(a))).toEqual([]);
        expect([...amounts].filter((a) => !s.amounts.has(a))).toEqual([]);
        expect([...s.feet]).toEqual([feetIn(ed, facts.elevationFt)]);
        expect([...s.percents]).toEqual([`${facts.booking.advancePercent}%`]);
        expect(s.hours.size).toBeGreaterThan(0);
        for (const h of s.hours) {
          expect([
            `${facts.booking.cancellationNoticeHours} ${hoursWord(ed)}`,
            `${facts.confirmationHours} ${hoursWord(ed)}`,
          ]).toContain(h);
        }
        for (const v of Object.values(travel)) expect(s.travel).toContain(v);
        // The house's age, as the page's own story heads it ('Since 1885').
        const page_ = path === PAGES[0] ? pageNamed(ed, 'chaaya') : pageNamed(ed, 'microsite');
        const since = findVariant(page_, 'story', 'house').heading.eyebrow!;
        expect(since).toContain(String(facts.since));
        expect(s.travel).toContain(since);

        // The travel facts (the list with the elevation), read on the same load for the comparison.
        // Scrolled to first, as a reader does.
        const facts_ = page.locator('main dl', { hasText: feetIn(ed, facts.elevationFt) }).first();
        await facts_.scrollIntoViewIfNeeded();
        await expect.poll(() => facts_.innerText()).not.toBe('');
        glance.push(await facts_.innerText());
      });
    }

    await test.step('both pages show the same rates, terms and travel facts', async () => {
      const [project, microsite] = shown as [(typeof shown)[0], (typeof shown)[0]];
      expect(microsite.rates).toEqual(project.rates);
      expect(microsite.terms).toEqual(project.terms);
      const rates = new Set(rateAmounts(ed));
      const ratesIn = (amounts: Set<string>) => [...amounts].filter((a) => rates.has(a)).sort();
      expect(ratesIn(microsite.amounts)).toEqual(ratesIn(project.amounts));
      expect([...microsite.feet]).toEqual([...project.feet]);
      expect(glance[1]).toBe(glance[0]);
    });
  });
});
