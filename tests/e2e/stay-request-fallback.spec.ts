// The stay request's placeholder: on a phone the form arrives in the space kept for it, and
// without JavaScript the section still gives the rates, the terms and the chat link.
import { facts } from '../../lib/content/facts';
import { chatUrlIn, expectChatLinksInEdition } from './support/edition-chat';
import { stay, touchUntilLoaded } from './support/stay-controls';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { MICROSITE, NOW, site } from './support/stay-request-shared';

test.describe('stay request on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // One load: the form arrives in the space kept for it, then is measured and audited where it
  // landed (neither check needs the page scrolled to the section first).
  test('the form takes the reserved space without moving anything, fits the screen, comes right after the heading, and axe is clean', async ({
    page,
    ed,
  }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto(ed.at(MICROSITE));
    const f = stay(page, ed);

    await test.step('the form takes the reserved space without moving anything', async () => {
      await expect(f.form).toHaveCount(0);
      const before = await page.locator('#plan-your-stay').boundingBox();
      const fromTop = await page.evaluate(
        () => document.querySelector('#plan-your-stay')!.getBoundingClientRect().top + scrollY,
      );
      // A finger landing on the placeholder loads the form; one that lands before the scripts
      // have arrived is not answered (what this test measures is the space, not that moment), so
      // the visitor touches it again, as anyone would on a slow phone.
      await touchUntilLoaded(f.fallback, f.form);
      const after = await page.locator('#plan-your-stay').boundingBox();
      expect(after!.height).toBe(before!.height);
      expect(
        await page.evaluate(
          () => document.querySelector('#plan-your-stay')!.getBoundingClientRect().top + scrollY,
        ),
      ).toBe(fromTop);
    });

    await test.step('fits the screen, comes right after the heading, and axe is clean', async () => {
      await expect(f.form).toBeVisible();
      const heading = await page
        .getByRole('heading', { name: ed.texts.planYourStay.title })
        .boundingBox();
      const form = await f.form.boundingBox();
      const rates = await page
        .getByRole('group', { name: ed.texts.planYourStay.ratesLabel })
        .boundingBox();
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
  });
});

test.describe('stay request without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  // Both Chaaya pages, one after the other (each later load grows the limit by itself). The
  // microsite's section lists the rates and terms itself; on the Chaaya page the booking panel
  // does, and sends the guest to the stay page's request.
  test('both Chaaya pages show the rates, the terms and a working chat link', async ({
    page,
    ed,
  }) => {
    for (const [path, where] of [
      [MICROSITE, '#plan-your-stay'],
      ['/projects/chaaya/', 'main'],
    ] as const) {
      await test.step(`${path} shows the rates, the terms and a working chat link`, async () => {
        const { ratesLabel, termsLabel } = ed.texts.planYourStay;
        await page.goto(ed.at(where === 'main' ? path : `${path}#plan-your-stay`));
        const section = page.locator('#plan-your-stay');
        const scope = page.locator(where);
        const rates = scope.getByRole('group', { name: ratesLabel }).getByRole('listitem');
        await expect(rates).toHaveCount(ed.texts.rooms.length);
        for (const [i, room] of ed.texts.rooms.entries()) {
          await expect(rates.nth(i)).toContainText(room.title);
          await expect(rates.nth(i)).toContainText(`₹${room.priceInr.toLocaleString('en-IN')}`);
        }
        const terms = scope.getByRole('group', { name: termsLabel });
        await expect(terms).toContainText(`${facts.booking.advancePercent}%`);
        await expect(terms).toContainText(ed.texts.bookingTerms[0]!);
        if (where === 'main') {
          await expect(section).toHaveCount(0);
          expect(await expectChatLinksInEdition(page, ed)).toBeGreaterThan(0);
          return;
        }
        const link = stay(page, ed).fallback;
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', chatUrlIn(ed, site.chat.stays, 'booking'));
        await expect(link).toHaveAttribute('target', '_blank');
        // Every chat on the page greets in the page's language.
        expect(await expectChatLinksInEdition(page, ed)).toBeGreaterThan(0);
        // No empty space held for a form that cannot come.
        const slot = await section.locator('[data-stay-slot]').boundingBox();
        expect(slot!.height).toBeLessThan(120);
      });
    }
  });
});
