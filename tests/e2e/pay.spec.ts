import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Locator } from '@playwright/test';
import { pageNamed } from '../../lib/content/editions';
import { findSection } from '../../lib/content/page-file';
import { expect, expectNoAxeViolations, test } from './fixtures';
import type { EditionView } from './support/edition';

/*
 * The pay page, as a guest opens it from the family's link: whom they pay comes from the site's
 * data whatever the link says, the QR code is the payment, a broken link offers nothing to pay,
 * and the link's words stay text.
 */

const PAY = '/pay/';

const payWords = (ed: EditionView) => {
  const block = findSection(pageNamed(ed, 'pay'), 'pay');
  if (!block) throw new Error('content/pages/pay.yaml: no pay section');
  return block;
};

/** What the QR code on screen says, read back from its picture. */
async function decodeQr(qr: Locator): Promise<string | undefined> {
  const png = await qr.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

test.describe('the pay page', () => {
  test('pays the site’s own UPI ID the link’s amount and reference, whatever payee the link names', async ({
    page,
    ed,
  }) => {
    const { payment } = ed.texts;
    const words = payWords(ed);
    await page.goto(`${ed.at(PAY)}#ref=T-77&amount=4321&pa=someone@bank&pn=Someone%20Else`);
    await expect(page.getByTestId('pay-ref')).toHaveText('T-77');
    await expect(page.getByTestId('pay-amount')).toContainText('4,321');
    await expect(page.getByTestId('payee-name')).toHaveText(payment.payeeName);
    await expect(page.getByTestId('payee-upi')).toHaveText(payment.upiId);
    const decoded = await decodeQr(page.getByTestId('upi-qr'));
    expect(decoded).toBeDefined();
    const url = new URL(decoded ?? '');
    expect(url.protocol).toBe('upi:');
    expect(url.searchParams.get('pa')).toBe(payment.upiId);
    expect(url.searchParams.get('pn')).toBe(payment.payeeName);
    expect(url.searchParams.get('am')).toBe('4321');
    expect(url.searchParams.get('cu')).toBe('INR');
    expect(url.searchParams.get('tr')).toBe('T-77');
    await expect(page.getByRole('link', { name: words.amount.openApp })).toHaveAttribute(
      'href',
      decoded ?? '',
    );
    await expect(page.getByRole('button', { name: words.amount.copyAmount })).toBeVisible();
    await expect(page.getByText('someone@bank')).toHaveCount(0);
  });

  test('puts the stay into the guest’s calendar and says what cancelling does to the advance', async ({
    page,
    ed,
  }) => {
    const words = payWords(ed);
    const house = ed.texts.properties.find((p) => p.status === 'Open for Stays');
    const room = ed.texts.rooms[0];
    if (!house || !room) throw new Error('the content has no house open for stays, or no room');
    const { checkIn, checkOut } = ed.texts.trip.houseRules;
    await page.goto(
      `${ed.at(PAY)}#ref=T-9&amount=1500&house=${house.id}&room=${room.id}&from=2031-03-10&to=2031-03-13&guests=2`,
    );
    await expect(page.getByText(house.name, { exact: true })).toBeVisible();
    const add = page.getByRole('link', { name: words.stay.addToCalendar });
    await expect(add).toHaveAttribute('download', 'T-9.ics');
    const ics = decodeURIComponent((await add.getAttribute('href'))?.split(',')[1] ?? '');
    const utc = (iso: string, time: string) =>
      new Date(`${iso}T${time}:00+05:30`).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
    expect(ics).toContain(`DTSTART:${utc('2031-03-10', checkIn)}`);
    expect(ics).toContain(`DTEND:${utc('2031-03-13', checkOut)}`);
    expect(ics).toContain(`SUMMARY:${words.stay.event.replace('{place}', house.name)}`);
    await expect(page.getByText(ed.texts.payment.checks.cancel, { exact: true })).toBeVisible();
    await expect(
      page.getByText(String(ed.texts.facts.booking.cancellationNoticeHours)).first(),
    ).toBeVisible();
  });

  for (const [why, hash] of [
    ['no amount', '#ref=T-1'],
    ['a word for an amount', '#ref=T-1&amount=lots'],
    ['zero', '#ref=T-1&amount=0'],
    ['a negative amount', '#ref=T-1&amount=-100'],
    ['an amount over the cap', '#ref=T-1&amount=999999999'],
    ['an unknown room', '#ref=T-1&amount=100&room=no-such-room'],
    ['an unknown house', '#ref=T-1&amount=100&house=no-such-house'],
  ] as const) {
    test(`offers nothing to pay for ${why}`, async ({ page, ed }) => {
      const words = payWords(ed);
      await page.goto(`${ed.at(PAY)}${hash}`);
      await expect(page.getByRole('alert').filter({ hasText: words.problems.title })).toBeVisible();
      await expect(page.getByTestId('upi-qr')).toHaveCount(0);
      await expect(page.getByRole('link', { name: words.amount.openApp })).toHaveCount(0);
      await expect(page.getByRole('button', { name: words.amount.copyAmount })).toHaveCount(0);
    });
  }

  test('offers nothing to pay for a house not open for stays', async ({ page, ed }) => {
    const words = payWords(ed);
    const closed = ed.texts.properties.filter((p) => p.status !== 'Open for Stays');
    test.skip(closed.length === 0, 'every house in this content is open for stays');
    for (const house of closed) {
      await page.goto(`${ed.at(PAY)}#ref=T-1&amount=100&house=${house.id}`);
      await page.reload();
      await expect(page.getByRole('alert').filter({ hasText: words.problems.title })).toBeVisible();
      await expect(page.getByTestId('upi-qr')).toHaveCount(0);
    }
  });

  test('shows script in the link as text', async ({ page, ed }) => {
    const ref = '<img src=x onerror=alert(1)><script>x</script>'.slice(0, 40);
    await page.goto(`${ed.at(PAY)}#ref=${encodeURIComponent(ref)}&amount=100`);
    await expect(page.getByTestId('pay-ref')).toHaveText(ref);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  for (const width of [390, 1440]) {
    test(`passes axe at ${width} px`, async ({ page, ed }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${ed.at(PAY)}#ref=T-2&amount=2500`);
      await expect(page.getByTestId('upi-qr')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('the pay page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('still shows the payee, the UPI ID and the bank account', async ({ page, ed }) => {
    const { payment } = ed.texts;
    await page.goto(`${ed.at(PAY)}#ref=T-3&amount=100`);
    await expect(page.getByTestId('payee-name')).toHaveText(payment.payeeName);
    await expect(page.getByTestId('payee-upi')).toHaveText(payment.upiId);
    const bank = page.getByTestId('pay-bank');
    await expect(bank).toContainText(payment.bank.accountNumber);
    await expect(bank).toContainText(payment.bank.ifsc);
    await expect(page.getByText(payWords(ed).amount.waiting)).toBeVisible();
  });
});
