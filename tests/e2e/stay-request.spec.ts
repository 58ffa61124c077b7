import type { Page } from '@playwright/test';
import { chatUrl } from './support/chat-urls';
import { catchWhatsApp, stay } from './support/stay-form';
import { facts } from '../../content/facts';
import { rooms } from '../../content/rooms';
import { site } from '../../content/site';
import { expect, expectNoAxeViolations, test } from './fixtures';

const MICROSITE = '/chaaya-microsite/';
/** 10:00 in India on Mon 1 Mar 2027: "today" for every test here. */
const NOW = new Date('2027-03-01T10:00:00+05:30');
const STAYS_DIGITS = site.chat.stays.replace(/\D/g, '');

// Prices and the advance are the owner's (content/); the arithmetic and wording are pinned here.
/** Rupees as a guest reads them (Indian grouping, 1,20,000), written here, not the site's helper. */
const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const priceOf = (id: string) => rooms.find((r) => r.id === id)!.priceInr;
const PREMIUM = priceOf('premium');
const STANDARD = priceOf('standard');
const DORM = priceOf('dorm');
const ADVANCE = facts.booking.advancePercent;
const advance = (total: number) => inr((total * ADVANCE) / 100);

const STANDARD_MESSAGE = [
  "Namaste! I'd like to request a stay at Chaaya Homestay.",
  '',
  'Room: Heritage Standard Room',
  'Check-in: Fri 12 Mar 2027',
  'Check-out: Mon 15 Mar 2027 (3 nights)',
  'Guests: 2',
  `Estimated total: ${inr(STANDARD * 3)} (${inr(STANDARD)} per night × 3 nights)`,
  `${ADVANCE}% advance to confirm: ${advance(STANDARD * 3)}`,
  '',
  'Note: We arrive by the evening bus.',
  '',
  'Could you confirm availability? Thank you!',
].join('\n');

/** The summary as label → value pairs, as a reader of the definition list gets them. */
async function summary(page: Page): Promise<Record<string, string>> {
  return stay(page).summary.evaluate((el) => {
    const out: Record<string, string> = {};
    el.querySelectorAll('dt').forEach((dt) => {
      out[(dt.textContent ?? '').trim()] = (dt.nextElementSibling?.textContent ?? '').trim();
    });
    return out;
  });
}

async function openAtRequest(page: Page, path = `${MICROSITE}#plan-your-stay`) {
  await page.clock.setFixedTime(NOW);
  await page.goto(path);
  await expect(stay(page).form).toBeVisible();
}

async function fillStandardStay(page: Page) {
  const f = stay(page);
  await f.checkin.fill('2027-03-12');
  await f.checkout.fill('2027-03-15');
  await f.room.selectOption({ label: 'Heritage Standard Room' });
  await f.note.fill('We arrive by the evening bus.');
}

/** Presses Tab (at most `max` times) until `target` has focus; fails if it never does. */
async function tabUntil(page: Page, target: ReturnType<Page['locator']>, max = 6) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

async function expectError(page: Page, field: 'checkin' | 'checkout' | 'guests', text: string) {
  const input = stay(page)[field];
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const id = `stay-${field}-error`;
  await expect(input).toHaveAttribute('aria-describedby', new RegExp(`\\b${id}\\b`));
  await expect(page.locator(`#${id}`)).toHaveText(text);
  await expect(input).toHaveAccessibleDescription(new RegExp(text.replace(/[.?()]/g, '\\$&')));
}

test.describe('stay request on the microsite', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('loads only near the section: the first paint has the chat fallback, and nothing shifts', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') chunks.push(r.url());
    });
    await page.clock.setFixedTime(NOW);
    await page.goto(MICROSITE);
    await page.waitForLoadState('networkidle');
    const f = stay(page);
    // At the top of the page: rates, terms and the chat link with the booking message only.
    await expect(f.form).toHaveCount(0);
    await expect(f.fallback).toHaveAttribute('href', chatUrl(site.chat.stays, 'booking'));
    const before = await page.evaluate(() => ({
      section: document.querySelector('#plan-your-stay')!.getBoundingClientRect().height,
      slot: document.querySelector('[data-stay-slot]')!.getBoundingClientRect().height,
    }));
    const scriptsBefore = chunks.length;

    // Within 600 px of the viewport it loads, in the space kept for it.
    await page.evaluate(() => {
      const top = document.querySelector('#plan-your-stay')!.getBoundingClientRect().top;
      window.scrollTo(0, window.scrollY + top - window.innerHeight - 500);
    });
    await expect(f.form).toBeAttached();
    expect(chunks.length).toBeGreaterThan(scriptsBefore);
    await expect(f.fallback).toHaveCount(0);
    const after = await page.evaluate(() => ({
      section: document.querySelector('#plan-your-stay')!.getBoundingClientRect().height,
      slot: document.querySelector('[data-stay-slot]')!.getBoundingClientRect().height,
    }));
    expect(after).toEqual(before);
  });

  test('from the hero to a complete WhatsApp request: exact summary, decoded text, then /thank-you', async ({
    page,
    context,
  }) => {
    const seen = await catchWhatsApp(context);
    await page.clock.setFixedTime(NOW);
    await page.goto(MICROSITE);
    await page.getByRole('link', { name: 'Reserve Your Heritage Stay' }).click();
    await expect(page).toHaveURL(/#plan-your-stay$/);
    const f = stay(page);
    await expect(f.form).toBeVisible();

    // Defaults: 2 guests in the Heritage Premium Suite, no dates yet.
    await expect(f.guests).toHaveValue('2');
    await expect(f.room.locator('option:checked')).toHaveText('Heritage Premium Suite');
    await expect(f.room.locator('option')).toHaveText(rooms.map((r) => r.title));
    expect(await summary(page)).toMatchObject({ Nights: '—', 'Estimated total': '—' });
    await expect(f.summary).toHaveAttribute('aria-live', 'polite');

    await fillStandardStay(page);
    expect(await summary(page)).toEqual({
      Nights: '3 nights',
      Rate: `${inr(STANDARD)} per night`,
      'Estimated total': inr(STANDARD * 3),
      [`${ADVANCE}% advance to confirm`]: advance(STANDARD * 3),
    });
    await expect(f.summary).toContainText(
      `${facts.booking.cancellationNoticeHours} hours' notice to cancel · All meals and experiences are included.`,
    );
    await expect(f.whatsapp).toHaveAttribute('target', '_blank');
    await expect(f.whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

    const popup = context.waitForEvent('page');
    await f.whatsapp.click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('https://wa.me/');
    const url = new URL(tab.url());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${STAYS_DIGITS}`);
    expect(url.searchParams.get('text')).toBe(STANDARD_MESSAGE);
    expect(seen).toHaveLength(1);

    // The tab the guest was on moves to the booking-request confirmation.
    await expect(page).toHaveURL(/\/thank-you\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Sent: the draft is gone.
    expect(await page.evaluate(() => sessionStorage.getItem('smriti:stay-request'))).toBeNull();
  });

  test('the dormitory is priced per bed; the e-mail carries subject and body, then /thank-you', async ({
    page,
  }) => {
    await openAtRequest(page);
    const f = stay(page);
    await f.checkin.fill('2027-03-12');
    await f.checkout.fill('2027-03-14');
    await f.room.selectOption('dorm');
    await f.more.click();
    await f.more.click();
    await expect(f.guests).toHaveValue('4');
    expect(await summary(page)).toEqual({
      Nights: '2 nights',
      Rate: `${inr(DORM)} per bed per night × 4 beds`,
      'Estimated total': inr(DORM * 4 * 2),
      [`${ADVANCE}% advance to confirm`]: advance(DORM * 4 * 2),
    });

    const href = (await f.email.getAttribute('href'))!;
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe(
      'Stay request: Heritage Dormitory, Fri 12 Mar 2027 to Sun 14 Mar 2027',
    );
    expect(params.get('body')).toBe(
      [
        "Namaste! I'd like to request a stay at Chaaya Homestay.",
        '',
        'Room: Heritage Dormitory',
        'Check-in: Fri 12 Mar 2027',
        'Check-out: Sun 14 Mar 2027 (2 nights)',
        'Guests: 4',
        `Estimated total: ${inr(DORM * 4 * 2)} (${inr(DORM)} per bed per night × 4 beds × 2 nights)`,
        `${ADVANCE}% advance to confirm: ${advance(DORM * 4 * 2)}`,
        '',
        'Could you confirm availability? Thank you!',
      ].join('\n'),
    );
    await f.email.click();
    await expect(page).toHaveURL(/\/thank-you\/$/);
  });

  test('each rule has its own message beside the field, and sending refuses until all are right', async ({
    page,
    context,
  }) => {
    const seen = await catchWhatsApp(context);
    await openAtRequest(page);
    const f = stay(page);

    // Nothing chosen yet: no errors until the guest tries to send, then the first field has focus.
    await expect(f.form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await f.whatsapp.click();
    await expectError(page, 'checkin', 'Choose your check-in date.');
    await expectError(page, 'checkout', 'Choose your check-out date.');
    await expect(f.checkin).toBeFocused();

    await f.checkin.fill('2027-02-28');
    await expectError(
      page,
      'checkin',
      'Check-in can’t be in the past: choose Mon 1 Mar 2027 or later.',
    );
    await f.checkin.fill('2027-03-12');
    await expect(f.checkin).not.toHaveAttribute('aria-invalid');

    await f.checkout.fill('2027-03-12');
    await expectError(page, 'checkout', 'Check-out must be after check-in.');
    await f.checkout.fill('2027-03-10');
    await expectError(page, 'checkout', 'Check-out must be after check-in.');
    await f.checkout.fill('2027-04-12');
    await expectError(
      page,
      'checkout',
      'We take requests for up to 30 nights; this is 31. For a longer stay, write to the family on chat.',
    );
    await f.checkout.fill('2027-04-11');
    await expect(f.checkout).not.toHaveAttribute('aria-invalid');
    expect((await summary(page)).Nights).toBe('30 nights');

    await f.room.selectOption('standard');
    await f.more.click();
    await expectError(
      page,
      'guests',
      'The Heritage Standard Room sleeps up to 2 guests. For 3, choose the Heritage Premium Suite (up to 3 guests).',
    );
    await f.guests.fill('7');
    await f.room.selectOption('dorm');
    await expectError(
      page,
      'guests',
      'The Heritage Dormitory has 6 beds. For a group of 7, write to the family on chat and they will find a way.',
    );
    await f.guests.fill('0');
    await expectError(page, 'guests', 'Guests must be a whole number, at least 1.');

    // Refused: no chat opens, no e-mail, this tab stays, and focus goes to the field to fix.
    await f.checkin.focus();
    await f.whatsapp.click();
    await expect(f.guests).toBeFocused();
    await f.email.click();
    await expect(page).toHaveURL(/\/chaaya-microsite\/#plan-your-stay$/);
    expect(seen).toEqual([]);
    expect(context.pages()).toHaveLength(1);

    await f.guests.fill('6');
    await expect(f.form.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test('"today" is today in India, whatever the visitor’s time zone', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
    const page = await context.newPage();
    // Thu 11 Mar 2027, 12:30 in Los Angeles is already Fri 12 Mar, 02:00 in India.
    await page.clock.setFixedTime(new Date('2027-03-11T20:30:00Z'));
    await page.goto(`${MICROSITE}#plan-your-stay`);
    const f = stay(page);
    await expect(f.checkin).toHaveAttribute('min', '2027-03-12');
    await f.checkin.fill('2027-03-11');
    await expectError(
      page,
      'checkin',
      'Check-in can’t be in the past: choose Fri 12 Mar 2027 or later.',
    );
    // Nights come from the calendar dates, even across the US clock change on 14 Mar.
    await f.checkin.fill('2027-03-13');
    await f.checkout.fill('2027-03-16');
    expect((await summary(page)).Nights).toBe('3 nights');
    await context.close();
  });

  test('a shared link pre-fills the form and loads it at once', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto(
      `${MICROSITE}?checkin=2027-03-12&checkout=2027-03-15&guests=2&room=standard#plan-your-stay`,
    );
    const f = stay(page);
    await expect(f.checkin).toHaveValue('2027-03-12');
    await expect(f.checkout).toHaveValue('2027-03-15');
    await expect(f.guests).toHaveValue('2');
    await expect(f.room).toHaveValue('standard');
    expect((await summary(page))['Estimated total']).toBe(inr(STANDARD * 3));
    // The query has done its work: a reload now keeps what the guest changes.
    await expect(page).toHaveURL(/\/chaaya-microsite\/#plan-your-stay$/);

    // Without the hash too: the parameters alone say the visit is about the request.
    await page.goto(`${MICROSITE}?room=dorm&guests=5`);
    await expect(f.room).toHaveValue('dorm');
    await expect(f.guests).toHaveValue('5');
  });

  test('bad or hostile parameters are ignored field by field and never run', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const hostile = new URLSearchParams({
      checkin: '2027-02-30',
      checkout: '2027-03-15',
      guests: '<img src=x onerror=alert(1)>',
      room: '"><script>alert(2)</script>',
    });
    await page.goto(`${MICROSITE}?${hostile.toString()}`);
    const f = stay(page);
    await expect(f.checkout).toHaveValue('2027-03-15');
    await expect(f.checkin).toHaveValue('');
    await expect(f.guests).toHaveValue('2');
    await expect(f.room).toHaveValue('premium');
    await expect(page.locator('#plan-your-stay img[src="x"], #plan-your-stay script')).toHaveCount(
      0,
    );
    expect(dialogs).toEqual([]);
  });

  test('the choices survive a reload', async ({ page }) => {
    await openAtRequest(page);
    await fillStandardStay(page);
    await stay(page).more.click();
    await stay(page).room.selectOption('premium');
    await page.reload();
    const f = stay(page);
    await expect(f.form).toBeVisible();
    await expect(f.checkin).toHaveValue('2027-03-12');
    await expect(f.checkout).toHaveValue('2027-03-15');
    await expect(f.guests).toHaveValue('3');
    await expect(f.room).toHaveValue('premium');
    await expect(f.note).toHaveValue('We arrive by the evening bus.');
    expect((await summary(page))['Estimated total']).toBe(inr(PREMIUM * 3));
  });

  test('keyboard only: every field, the guest stepper, the room, and sending', async ({
    page,
    context,
  }) => {
    await catchWhatsApp(context);
    await openAtRequest(page);
    const f = stay(page);
    await f.checkin.focus();
    await page.keyboard.type('03122027');
    await expect(f.checkin).toHaveValue('2027-03-12');
    // Chromium's date field has stops for month, day, year and its calendar button.
    await tabUntil(page, f.checkout);
    await page.keyboard.type('03142027');
    await expect(f.checkout).toHaveValue('2027-03-14');
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
    await page.keyboard.press('ArrowDown');
    await expect(f.room).toHaveValue('standard');
    await page.keyboard.press('Tab');
    await expect(f.note).toBeFocused();
    await page.keyboard.type('Vegetarian, please.');
    await page.keyboard.press('Tab');
    await expect(f.whatsapp).toBeFocused();
    await expect(f.whatsapp).toHaveCSS('outline-style', 'solid');
    expect((await summary(page))['Estimated total']).toBe(inr(STANDARD * 2));

    const popup = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('https://wa.me/');
    const text = new URL(tab.url()).searchParams.get('text');
    expect(text).toContain('Check-out: Sun 14 Mar 2027 (2 nights)');
    expect(text).toContain('Note: Vegetarian, please.');
    await expect(page).toHaveURL(/\/thank-you\/$/);
  });

  test('tabbing into the section onto the fallback link hands focus to the form', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto(MICROSITE);
    await expect(stay(page).form).toHaveCount(0);
    // Keyboard focus reaching the fallback link starts the load; the form then keeps the focus.
    await stay(page).fallback.focus();
    await expect(stay(page).checkin).toBeFocused();
  });

  test('axe is clean with the form loaded, and with its errors showing', async ({ page }) => {
    await openAtRequest(page);
    await expectNoAxeViolations(page);
    await stay(page).whatsapp.click();
    await stay(page).checkin.fill('2027-02-01');
    await expectNoAxeViolations(page);
  });
});

test.describe('stay request on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen, comes right after the heading, and axe is clean', async ({ page }) => {
    await openAtRequest(page);
    const f = stay(page);
    const heading = await page
      .getByRole('heading', { name: 'One Rate, Everything Included' })
      .boundingBox();
    const form = await f.form.boundingBox();
    const rates = await page.getByRole('group', { name: 'Room rates' }).boundingBox();
    expect(form!.y).toBeGreaterThan(heading!.y);
    expect(form!.y).toBeLessThan(rates!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    for (const control of [f.checkin, f.checkout, f.guests, f.room, f.whatsapp, f.email]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
  });

  test('the form takes the reserved space without moving anything', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto(MICROSITE);
    const f = stay(page);
    await expect(f.form).toHaveCount(0);
    const before = await page.locator('#plan-your-stay').boundingBox();
    const fromTop = await page.evaluate(
      () => document.querySelector('#plan-your-stay')!.getBoundingClientRect().top + scrollY,
    );
    await f.fallback.dispatchEvent('pointerdown');
    await expect(f.form).toBeAttached();
    const after = await page.locator('#plan-your-stay').boundingBox();
    expect(after!.height).toBe(before!.height);
    expect(
      await page.evaluate(
        () => document.querySelector('#plan-your-stay')!.getBoundingClientRect().top + scrollY,
      ),
    ).toBe(fromTop);
  });
});

test.describe('stay request on the Chaaya page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the panel’s main button leads to the same request, which sends the same message', async ({
    page,
    context,
  }) => {
    await catchWhatsApp(context);
    await page.clock.setFixedTime(NOW);
    await page.goto('/projects/chaaya/');
    await page
      .getByRole('complementary', { name: 'Plan your stay' })
      .getByRole('link', { name: 'Check Availability & Book' })
      .click();
    await expect(stay(page).form).toBeVisible();
    await fillStandardStay(page);
    const popup = context.waitForEvent('page');
    await stay(page).whatsapp.click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('https://wa.me/');
    expect(new URL(tab.url()).searchParams.get('text')).toBe(STANDARD_MESSAGE);
    await expect(page).toHaveURL(/\/thank-you\/$/);
  });

  test('axe is clean with the form loaded', async ({ page }) => {
    await openAtRequest(page, '/projects/chaaya/#plan-your-stay');
    await expectNoAxeViolations(page);
  });
});

test.describe('stay request without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  // The microsite's section lists the rates and terms itself; on the Chaaya page the booking
  // panel just above it does.
  for (const [path, where] of [
    [MICROSITE, '#plan-your-stay'],
    ['/projects/chaaya/', 'main'],
  ] as const) {
    test(`${path} shows the rates, the terms and a working chat link`, async ({ page }) => {
      await page.goto(`${path}#plan-your-stay`);
      const section = page.locator('#plan-your-stay');
      const scope = page.locator(where);
      const rates = scope.getByRole('group', { name: 'Room rates' }).getByRole('listitem');
      await expect(rates).toHaveCount(3);
      for (const [i, room] of rooms.entries()) {
        await expect(rates.nth(i)).toContainText(room.title);
        await expect(rates.nth(i)).toContainText(`₹${room.priceInr.toLocaleString('en-IN')}`);
      }
      await expect(scope.getByRole('group', { name: 'Booking terms' })).toContainText(
        `${facts.booking.advancePercent}% advance`,
      );
      const link = stay(page).fallback;
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', chatUrl(site.chat.stays, 'booking'));
      await expect(link).toHaveAttribute('target', '_blank');
      // No empty space held for a form that cannot come.
      const slot = await section.locator('[data-stay-slot]').boundingBox();
      expect(slot!.height).toBeLessThan(120);
    });
  }
});
