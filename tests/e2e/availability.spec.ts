import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { count, fill, formatInr } from '../../lib/content/format';
import { editionView } from './support/edition';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { FEED_SECRETS, FIXTURE, addDays } from './support/fixture-feeds.mjs';
import { catchWhatsApp, stay, touchUntilLoaded } from './support/stay-controls';
import { BASE, e2e, requireSubpathBuild } from './support/subpath';
import { defaultEdition } from '../../lib/content/editions';
import { seasonsIn } from '../../lib/content/seasons';
import { seasonOn } from '../../lib/stay-pricing';
import { stayHouseFile } from '../../lib/houses.mjs';

const seasons = seasonsIn('en');

const { rooms } = defaultEdition.texts;

// The sub-path build reads calendar feeds from a fixture server on 127.0.0.1 (premium: Airbnb,
// standard: MakeMyTrip in UTC, whole house: Google Calendar, and one broken feed). The feeds are
// dated from the day of the build, which the build wrote down: "today" here is that day.
test.beforeAll(requireSubpathBuild);

function buildDay(): string {
  const file = path.resolve(
    __dirname,
    '../../content/generated',
    `availability.${path.basename(e2e.outDir)}.json`,
  );
  return (JSON.parse(readFileSync(file, 'utf8')) as { window: { from: string } }).window.from;
}

const T = buildDay();
const day = (n: number) => addDays(T, n);
/** The form's words, as content/stay-form.yaml and content/stay.yaml have them. */
const ed = editionView('en');
const words = ed.texts.stayForm;
/**
 * 'Fri 12 Mar 2027', as a guest reads a date: from the edition's date words, written here rather
 * than with the site's helper.
 */
const fmt = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return fill(words.dates.date, {
    weekday: words.dates.weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!,
    day: d,
    month: words.dates.months[m - 1]!,
    year: y,
  });
};
const title = (id: string) => rooms.find((r) => r.id === id)!.title;
const nights = (n: number) => count(n, words.nightCount);
/** The refusal of a stay whose nights (one, or a run of them) are taken in a room. */
const takenIn = (room: string, first: string, last?: string) =>
  fill(words.takenMessage, {
    room: title(room),
    nights: last ? fill(words.nightsOf, { first, last }) : fill(words.nightOf, { first }),
  });
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MICROSITE = `${BASE}/chaaya-microsite/`;

/** Opens the page at the request with "today" the build's day, and waits for the form itself. */
async function open(page: Page, url: string) {
  await page.clock.setFixedTime(new Date(`${T}T10:00:00+05:30`));
  await page.goto(url);
  await expect(stay(page).form).toBeVisible();
}

/** The section's line on when the calendars were last read (the build's day), and who confirms. */
async function expectUpdateLine(page: Page) {
  const line = fill(ed.texts.planYourStay.updated, {
    date: fill(words.updatedAt, { date: fmt(T), time: '{time}' }),
  });
  await expect(page.locator('#plan-your-stay')).toContainText(
    new RegExp(escapeRe(line).replace(escapeRe('{time}'), '\\d\\d:\\d\\d')),
  );
}

test.describe('availability from the owner’s calendars', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // One load of a shared link whose nights are taken: the section's word on when the calendars
  // were read, axe with the refusal shown and the calendar open (closed again after), then the
  // refusal itself and the nearest free stay sent.
  test('a shared link with taken nights: the update line, axe with the calendar open, the refusal and the nearest free stay sent', async ({
    page,
    context,
  }) => {
    const chats = await catchWhatsApp(context);
    // Premium is taken T+10 to T+14 (two Airbnb stays, back to back).
    await open(
      page,
      `${MICROSITE}?checkin=${day(12)}&checkout=${day(14)}&guests=2&room=premium#plan-your-stay`,
    );
    const f = stay(page);

    await test.step('the section says when availability was read and that the family confirms', async () => {
      await expectUpdateLine(page);
    });

    await test.step('axe is clean with the refusal shown and the calendar open beside the fields, two months wide, no toggle', async () => {
      await expect(f.taken).toBeVisible();
      await expect(f.form.getByRole('grid')).toHaveCount(2);
      await expect(f.form.getByRole('button', { name: words.calendarShow })).toBeHidden();
      await expectNoAxeViolations(page);
    });

    await test.step('a shared link with taken nights is refused, the nights are named, and the nearest free stay sends', async () => {
      await expect(f.taken).toContainText(takenIn('premium', fmt(day(12)), fmt(day(13))));
      await expect(f.checkin).toHaveAttribute('aria-invalid', 'true');
      await expect(f.checkin).toHaveAccessibleDescription(/already taken/);

      // No message is composed and no chat opens.
      expect(new URL((await f.whatsapp.getAttribute('href'))!).searchParams.has('text')).toBe(
        false,
      );
      let opened = 0;
      context.on('page', () => opened++);
      await f.whatsapp.click();
      await expect(page).toHaveURL(/chaaya-microsite/);
      expect(opened).toBe(0);

      // Two nights: T+15 to T+17 is three days later; the nearest before (T+8) is four days earlier.
      const offer = f.taken.getByRole('button', {
        name: fill(words.nearestAction, { checkin: fmt(day(15)), checkout: fmt(day(17)) }),
      });
      await expect(f.taken).toContainText(fill(words.nearestLead, { count: nights(2) }));
      await expect(offer).toBeFocused();
      await offer.click();
      await expect(f.checkin).toHaveValue(day(15));
      await expect(f.checkout).toHaveValue(day(17));
      await expect(f.taken).toHaveCount(0);

      const popup = context.waitForEvent('page');
      await f.whatsapp.click();
      const tab = await popup;
      await expect.poll(() => tab.url()).toContain('https://wa.me/');
      const text = new URL(tab.url()).searchParams.get('text') ?? '';
      const m = words.message;
      expect(text).toContain(fill(m.room, { room: title('premium') }));
      expect(text).toContain(fill(m.checkin, { date: fmt(day(15)) }));
      expect(text).toContain(fill(m.checkout, { date: fmt(day(17)), nights: nights(2) }));
      expect(chats).toHaveLength(1);
      await expect(page).toHaveURL(/\/thank-you\/$/);
    });
  });

  test('the update line, then typed dates taken by the whole house or by one room', async ({
    page,
  }) => {
    await open(page, `${MICROSITE}#plan-your-stay`);
    const f = stay(page);

    await test.step('the section says when availability was read and that the family confirms', async () => {
      await expectUpdateLine(page);
    });

    await test.step('typed dates: a whole-house night is taken in every room, a room’s own nights only in it', async () => {
      await f.room.selectOption({ label: title('standard') });
      // The whole house: Google Calendar, 14:00 on T+20 to 11:00 on T+22 in India time.
      await f.checkin.fill(day(19));
      await f.checkout.fill(day(21));
      await expect(f.taken).toContainText(takenIn('standard', fmt(day(20))));
      // MakeMyTrip in UTC holds the standard room on T+10 and T+11 only: T+12 and T+13 are free.
      await f.checkin.fill(day(12));
      await f.checkout.fill(day(14));
      await expect(f.taken).toHaveCount(0);
      await expect(f.checkin).not.toHaveAttribute('aria-invalid', 'true');
      const href = (await f.whatsapp.getAttribute('href'))!;
      expect(new URL(href).searchParams.get('text')).toContain(
        fill(words.message.checkin, { date: fmt(day(12)) }),
      );
      // The same nights in the premium suite are Airbnb's.
      await f.room.selectOption({ label: title('premium') });
      await expect(f.taken).toContainText(
        fill(words.nightsOf, { first: fmt(day(12)), last: fmt(day(13)) }),
      );
      // A cancelled Google stay (T+30 to T+33) takes nothing.
      await f.checkin.fill(day(FIXTURE.cancelled[0]!));
      await f.checkout.fill(day(FIXTURE.cancelled[0]! + 3));
      await expect(f.taken).toHaveCount(0);
    });
  });

  test('the calendar names taken nights, and free days chosen on it fill the fields', async ({
    page,
  }) => {
    await open(page, `${MICROSITE}?room=premium#plan-your-stay`);
    const f = stay(page);
    const toggle = f.form.getByRole('button', { name: words.calendarShow });
    // Below lg the calendar opens from its toggle; from lg it is open beside the fields.
    if (await toggle.isVisible()) {
      await toggle.click();
      await expect(f.form.getByRole('button', { name: words.calendarHide })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    const calendar = f.form.locator('#stay-calendar');
    await expect(calendar.getByRole('grid').first()).toBeVisible();
    /** A day of the calendar as its button is named: the date, its state, then its season. */
    const dayName = (iso: string, ...states: string[]) =>
      [fmt(iso), ...states, seasonOn(seasons, iso)?.name].filter(Boolean).join(', ');
    const dayButton = (iso: string, ...states: string[]) =>
      calendar.getByRole('button', { name: dayName(iso, ...states), exact: true });
    const showMonthOf = async (iso: string) => {
      // The feeds' nights are at most two months ahead of the build's day.
      for (let i = 0; i < 3; i++) {
        if ((await calendar.locator(`[data-day="${iso}"]`).count()) > 0) break;
        await f.form.getByRole('button', { name: words.nextMonth }).click();
      }
      await expect(calendar.locator(`[data-day="${iso}"]`)).toBeVisible();
    };
    await showMonthOf(day(12));
    const taken = dayButton(day(12), words.dayTaken);
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await taken.click({ force: true });
    await expect(f.checkin).toHaveValue('');

    await showMonthOf(day(16));
    await dayButton(day(16), words.dayFree).click();
    await expect(f.checkin).toHaveValue(day(16));
    await showMonthOf(day(18));
    await dayButton(day(18), words.dayFree).click();
    await expect(f.checkout).toHaveValue(day(18));
    await expect(dayButton(day(16), words.dayFree, words.dayCheckin)).toBeVisible();

    // Keyboard: one day in the tab order (the last one chosen), arrows move by day and week.
    const current = calendar.locator('button[tabindex="0"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-day', day(18));
    await current.focus();
    await page.keyboard.press('ArrowRight');
    await expect(current).toBeFocused();
    await expect(current).toHaveAttribute('data-day', day(19));
    await page.keyboard.press('ArrowUp');
    await expect(current).toHaveAttribute('data-day', day(12));
    await expect(current).toBeFocused();
    await expect(current).toHaveAccessibleName(dayName(day(12), words.dayTaken));
  });

  // Read over HTTP, no page drawn: the calendar files and a page's HTML.
  test('the owner’s calendar files and the pages carry nothing from a feed but the taken nights', async ({
    request,
  }) => {
    await test.step('/calendar/chaaya.ics is the owner’s calendar, as text/calendar, with nothing from a feed', async () => {
      const closures = (
        JSON.parse(
          readFileSync(path.resolve(__dirname, '../..', stayHouseFile('closures.json')), 'utf8'),
        ) as {
          closures: { room?: string }[];
        }
      ).closures;
      for (const [file, count] of [
        ['chaaya.ics', closures.filter((c) => !c.room).length],
        ['chaaya-premium.ics', closures.filter((c) => !c.room || c.room === 'premium').length],
      ] as const) {
        const res = await request.get(`${BASE}/calendar/${file}`);
        expect(res.status()).toBe(200);
        expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
        const body = await res.text();
        expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
        expect(body).toMatch(/END:VCALENDAR\r\n$/);
        expect(body.match(/BEGIN:VEVENT/g) ?? []).toHaveLength(count);
        for (const secret of FEED_SECRETS) expect(body).not.toContain(secret);
      }
    });

    await test.step('pages carry the taken nights and nothing else from a feed', async () => {
      const html = await (await request.get(MICROSITE)).text();
      for (const secret of [...FEED_SECRETS, `127.0.0.1:${e2e.feeds}`, 'Reserved']) {
        expect(html).not.toContain(secret);
      }
    });
  });
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the form with its calendar toggle takes the reserved space without moving anything', async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date(`${T}T10:00:00+05:30`));
      await page.goto(MICROSITE);
      const fallback = stay(page).fallback;
      await expect(fallback).toBeVisible();
      const height = () =>
        page.evaluate(
          () => document.querySelector('#plan-your-stay')!.getBoundingClientRect().height,
        );
      const before = await height();
      // A touch before the page has started does nothing yet: touch again, as a visitor would,
      // until the form answers.
      // Below lg the calendar waits behind its toggle; from lg it is open in its own box.
      await touchUntilLoaded(
        fallback,
        width < 1024
          ? stay(page).form.getByRole('button', { name: words.calendarShow })
          : stay(page).form.getByRole('grid').last(),
      );
      expect(await height()).toBe(before);
    });
  });
}

test.describe('availability without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the section lists the next taken nights of each room as text, beside the chat link', async ({
    page,
  }) => {
    await page.goto(`${MICROSITE}#plan-your-stay`);
    const list = page.getByRole('group', { name: ed.texts.planYourStay.takenTitle });
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: title('premium') })).toContainText(
      `${fmt(day(10))} – ${fmt(day(14))}`,
    );
    await expect(list.getByRole('listitem').filter({ hasText: title('dorm') })).toContainText(
      `${fmt(day(20))} – ${fmt(day(21))}`,
    );
    await expect(stay(page).fallback).toBeVisible();
  });
});

test.describe('the calendar’s seasons, rates and minimum stays', () => {
  for (const width of [390, 1440]) {
    test(`at ${width} px: a season's night shows its season and rate, a too-short check-out is refused with the minimum said, two free days become the stay and its message; axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, `${MICROSITE}?room=premium#plan-your-stay`);
      const f = stay(page);
      const calendar = f.form.locator('#stay-calendar');
      if (width < 1024) await f.form.getByRole('button', { name: words.calendarShow }).click();
      await expect(calendar.getByRole('grid')).toHaveCount(width < 1024 ? 1 : 2);
      await expectNoAxeViolations(page);

      // The first season night (the owner's data) with its minimum stay free in the feeds.
      const season = seasons.find((s) => s.minNights > 1)!;
      let n = 1;
      while (
        n < 400 &&
        (seasonOn(seasons, day(n))?.id !== season.id ||
          seasonOn(seasons, day(n - 1)) !== null ||
          n <= 22)
      ) {
        n++;
      }
      const checkin = day(n);
      const cell = (iso: string) => calendar.locator(`[data-day="${iso}"]`);
      for (let i = 0; i < 14 && (await cell(checkin).count()) === 0; i++) {
        await f.form.getByRole('button', { name: words.nextMonth }).click();
      }
      await cell(checkin).hover();
      const line = calendar.locator('[data-night-line]');
      await expect(line).toContainText(fmt(checkin));
      await expect(line).toContainText(season.name);
      await expect(line).toContainText(formatInr(season.rates.premium!));
      await expect(cell(checkin)).toHaveAccessibleName(
        [fmt(checkin), words.dayFree, season.name].join(', '),
      );

      await cell(checkin).click();
      await expect(f.checkin).toHaveValue(checkin);
      const short = cell(day(n + 1));
      const shortWords = fill(words.dayTooShort, { nights: nights(season.minNights) });
      await expect(short).toHaveAttribute('aria-disabled', 'true');
      await expect(short).toHaveAccessibleName(new RegExp(escapeRe(shortWords)));
      await short.click({ force: true });
      await expect(line).toContainText(shortWords);
      await expect(f.checkout).toHaveValue('');

      const checkout = day(n + season.minNights);
      for (let i = 0; i < 2 && (await cell(checkout).count()) === 0; i++) {
        await f.form.getByRole('button', { name: words.nextMonth }).click();
      }
      await cell(checkout).click();
      await expect(f.checkout).toHaveValue(checkout);
      await expect(f.summary).toContainText(nights(season.minNights));
      const href = decodeURIComponent((await f.whatsapp.getAttribute('href')) ?? '');
      expect(href).toContain(fmt(checkin));
      expect(href).toContain(fmt(checkout));
    });
  }

  test('on the Hindi page the months and days are in Hindi, and the keyboard moves through the days', async ({
    page,
  }) => {
    const hiEd = editionView('hi');
    const hiWords = hiEd.texts.stayForm;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.clock.setFixedTime(new Date(`${T}T10:00:00+05:30`));
    await page.goto(`${BASE}/hi/chaaya-microsite/#plan-your-stay`);
    const f = stay(page, hiEd);
    await expect(f.form).toBeVisible();
    const caption = f.form.locator('#stay-calendar-month-0');
    await expect(caption).toHaveText(
      fill(hiWords.dates.monthYear, {
        month: hiWords.dates.monthsLong[Number(T.slice(5, 7)) - 1]!,
        year: T.slice(0, 4),
      }),
    );
    await expect(f.form.getByRole('grid').first().locator('abbr').first()).toHaveText(
      hiWords.dates.weekdaysMin[0]!,
    );
    const current = f.form.locator('#stay-calendar button[tabindex="0"]');
    await current.focus();
    await page.keyboard.press('ArrowRight');
    await expect(current).toBeFocused();
    await expect(current).toHaveAttribute('data-day', day(1));
    await page.keyboard.press('Enter');
    await expect(f.checkin).toHaveValue(day(1));
    await expectNoAxeViolations(page);
  });
});
