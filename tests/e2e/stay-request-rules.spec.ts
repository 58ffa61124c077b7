// What the stay request refuses, field by field, and when "today" is: each date and guest rule's
// message beside its field, then the dormitory's request by e-mail once all are met.
import type { Page } from '@playwright/test';
import { fill } from '../../lib/content/format';
import { DEVANAGARI } from './support/edition-chat';
import type { EditionView } from './support/edition';
import { catchWhatsApp, stay } from './support/stay-controls';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { browserVisitsBudget } from './support/budget';
import {
  ADVANCE,
  CHECKIN,
  DORM,
  MAX_NIGHTS,
  MICROSITE,
  advance,
  count,
  dateIn,
  day,
  expectOwnWords,
  expectThankYou,
  inr,
  labels,
  messageIn,
  openAtRequest,
  roomIn,
  site,
  summary,
  usualTotal,
} from './support/stay-request-shared';

/**
 * What the form says of `guests` guests in `room` when it holds fewer: the room's size, then the
 * first other room that holds them, or the chat.
 */
function tooManyIn(ed: EditionView, room: EditionView['texts']['rooms'][number], guests: number) {
  const words = ed.texts.stayForm;
  const perBed = (r: typeof room) => r.priceUnit === 'bed per night';
  const holds = perBed(room)
    ? fill(words.roomHasBeds, { room: room.title, beds: count(room.capacity, words.bedCount) })
    : fill(words.roomSleeps, {
        room: room.title,
        guests: count(room.capacity, words.guestCount),
      });
  const fits = ed.texts.rooms.find((r) => r.id !== room.id && r.capacity >= guests);
  if (!fits) return `${holds} ${fill(words.noRoomFits, { n: guests })}`;
  const size = perBed(fits)
    ? count(fits.capacity, words.bedCount)
    : fill(words.upTo, { guests: count(fits.capacity, words.guestCount) });
  return `${holds} ${fill(words.otherRoom, { n: guests, room: fits.title, size })}`;
}

async function expectError(
  page: Page,
  ed: EditionView,
  field: 'checkin' | 'checkout' | 'guests',
  text: string,
) {
  const input = stay(page, ed)[field];
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const id = `stay-${field}-error`;
  await expect(input).toHaveAttribute('aria-describedby', new RegExp(`\\b${id}\\b`));
  await expect(page.locator(`#${id}`)).toHaveText(text);
  await expect(input).toHaveAccessibleDescription(
    new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
}

test.describe('stay request on the microsite', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // One form at the request, used in turn: axe as it loads, then each date rule (axe again while
  // its errors show), then each guest rule, and last, all rules met, the dormitory sent by e-mail.
  // Only a missing date's message waits for a first try at sending; the guest rules' messages show
  // as soon as the field is wrong, tried or not.
  test('the request as it loads, as each date and guest rule refuses it, and as the dormitory goes by e-mail; axe clean throughout', async ({
    page,
    context,
    ed,
  }) => {
    // The steps of the date rules, the guest rules and the dormitory's request, each once a test
    // of its own (the first two together came close to one test's limit on a slower machine):
    // three visits' worth.
    test.setTimeout(browserVisitsBudget(3));
    const words = ed.texts.stayForm;
    const l = labels(ed);
    const seen = await catchWhatsApp(context);
    await openAtRequest(page, ed);
    const f = stay(page, ed);

    await test.step('axe is clean with the form loaded', async () => {
      await expectNoAxeViolations(page);
    });

    await test.step('each date rule has its own message beside the field', async () => {
      // Nothing chosen yet: no errors until the guest tries to send, then the first field has
      // focus.
      await expect(f.form.locator('[aria-invalid="true"]')).toHaveCount(0);
      await f.whatsapp.click();
      await expectError(page, ed, 'checkin', words.checkinMissing);
      await expectError(page, ed, 'checkout', words.checkoutMissing);
      await expect(f.checkin).toBeFocused();

      await f.checkin.fill('2027-02-28');
      const past = fill(words.checkinPast, { date: dateIn(ed, '2027-03-01') });
      await expectError(page, ed, 'checkin', past);

      await test.step('axe is clean with the form’s errors showing', async () => {
        // A try at sending, a date in the past: the check-in's and the check-out's errors.
        await expect(page.locator('#stay-checkin-error')).toHaveText(past);
        await expect(page.locator('#stay-checkout-error')).toHaveText(words.checkoutMissing);
        await expectNoAxeViolations(page);
      });

      await f.checkin.fill(CHECKIN);
      await expect(f.checkin).not.toHaveAttribute('aria-invalid');

      await f.checkout.fill(CHECKIN);
      await expectError(page, ed, 'checkout', words.checkoutOrder);
      await f.checkout.fill(day(-2));
      await expectError(page, ed, 'checkout', words.checkoutOrder);
      await f.checkout.fill(day(MAX_NIGHTS + 1));
      const tooLong = fill(words.tooLong, { max: MAX_NIGHTS, n: MAX_NIGHTS + 1 });
      await expectError(page, ed, 'checkout', tooLong);
      await f.checkout.fill(day(MAX_NIGHTS));
      await expect(f.checkout).not.toHaveAttribute('aria-invalid');
      const month = await summary(page, ed);
      expect(month[words.nights]).toBe(count(MAX_NIGHTS, words.nightCount));
      // The longest stay in the first room: with today's content a sum past a lakh, grouped the
      // Indian way (1,05,000).
      const longest = usualTotal(ed.texts.rooms[0]!, MAX_NIGHTS, 2);
      expect(month[words.total]).toBe(inr(longest));
      expect(month[fill(words.advance, { percent: ADVANCE })]).toBe(advance(longest));
      if (longest >= 100_000) expect(month[words.total]).toMatch(/^₹\d{1,2}(,\d{2})+,\d{3}$/);
    });

    await test.step('each guest rule has its own message, and sending refuses until all are right', async () => {
      await f.checkin.fill(CHECKIN);
      await f.checkout.fill(day(MAX_NIGHTS));
      await expect(f.checkout).not.toHaveAttribute('aria-invalid');

      const standard = roomIn(ed, 'standard');
      const dorm = roomIn(ed, 'dorm');
      // One guest more than the standard room sleeps, by the stepper: with today's rooms, 3, and
      // the form names the premium suite, which sleeps 3.
      await f.room.selectOption('standard');
      await f.guests.fill(String(standard.capacity));
      await f.more.click();
      await expectError(page, ed, 'guests', tooManyIn(ed, standard, standard.capacity + 1));
      // More than any room holds (today 7): the dormitory's beds, then the chat.
      const crowd = Math.max(...ed.texts.rooms.map((r) => r.capacity)) + 1;
      await f.guests.fill(String(crowd));
      await f.room.selectOption('dorm');
      await expectError(page, ed, 'guests', tooManyIn(ed, dorm, crowd));
      await f.guests.fill('0');
      await expectError(page, ed, 'guests', words.guestsInvalid);

      // Refused: no chat opens, no e-mail, this tab stays, and focus goes to the field to fix.
      await f.checkin.focus();
      await f.whatsapp.click();
      await expect(f.guests).toBeFocused();
      await f.email.click();
      await expect(page).toHaveURL(new RegExp(`${ed.at(MICROSITE)}#plan-your-stay$`));
      expect(seen).toEqual([]);
      expect(context.pages()).toHaveLength(1);

      await f.guests.fill(String(dorm.capacity));
      await expect(f.form.locator('[aria-invalid="true"]')).toHaveCount(0);
    });

    await test.step('the dormitory is priced per bed; the e-mail carries subject and body, then /thank-you', async () => {
      await f.checkin.fill(CHECKIN);
      await f.checkout.fill(day(2));
      await f.room.selectOption('dorm');
      // From the two guests a visitor starts with, up by the stepper.
      await f.guests.fill('2');
      await f.more.click();
      await f.more.click();
      await expect(f.guests).toHaveValue('4');
      expect(await summary(page, ed)).toEqual({
        [l.nights]: count(2, words.nightCount),
        [l.rate]: `${inr(DORM)} ${ed.texts.interface.rates.per['bed per night']} × ${count(4, words.bedCount)}`,
        [l.total]: inr(DORM * 4 * 2),
        [l.advance]: advance(DORM * 4 * 2),
      });

      const href = (await f.email.getAttribute('href'))!;
      expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
      const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
      const subject = fill(words.message.subject, {
        room: roomIn(ed, 'dorm').title,
        checkin: dateIn(ed, CHECKIN),
        checkout: dateIn(ed, day(2)),
      });
      const body = messageIn(ed, {
        room: 'dorm',
        checkin: CHECKIN,
        checkout: day(2),
        nights: 2,
        guests: 4,
      });
      if (ed.lang !== 'en') {
        expect(subject).toMatch(DEVANAGARI);
        expectOwnWords(ed, body);
      }
      expect(params.get('subject')).toBe(subject);
      expect(params.get('body')).toBe(body);
      await f.email.click();
      await expectThankYou(page, ed);
    });
  });

  test.describe('in a visitor’s browser set to Los Angeles time', { tag: '@once' }, () => {
    test.use({ timezoneId: 'America/Los_Angeles' });

    test('"today" is today in India, whatever the visitor’s time zone', async ({ page, ed }) => {
      const words = ed.texts.stayForm;
      // Thu 11 Mar 2027, 12:30 in Los Angeles is already Fri 12 Mar, 02:00 in India.
      await page.clock.setFixedTime(new Date('2027-03-11T20:30:00Z'));
      await page.goto(ed.at(`${MICROSITE}#plan-your-stay`));
      const f = stay(page, ed);
      await expect(f.checkin).toHaveAttribute('min', '2027-03-12');
      await f.checkin.fill('2027-03-11');
      await expectError(
        page,
        ed,
        'checkin',
        fill(words.checkinPast, { date: dateIn(ed, '2027-03-12') }),
      );
      // Nights come from the calendar dates, even across the US clock change on 14 Mar.
      await f.checkin.fill('2027-03-13');
      await f.checkout.fill('2027-03-16');
      expect((await summary(page, ed))[words.nights]).toBe(count(3, words.nightCount));
    });
  });
});
