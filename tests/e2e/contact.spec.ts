import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chatUrl } from './support/chat-urls';
import { facts, timings } from '../../content/facts';
import { mailHref, site } from '../../content/site';
import { expect, expectNoAxeViolations, test, WCAG_TAGS } from './fixtures';

const TOAST_TITLE = 'Thank you for writing.';
const TOAST_DESCRIPTION =
  'We usually respond within 3–5 days. Every message is read by someone who cares.';
const SENDING = 'Sending with care...';
const DELAY = timings.contactSendDelayMs;

const staycationUrl = chatUrl(site.chat.stays, 'staycation');
const restorationUrl = chatUrl(site.chat.restoration, 'restoreHome');

function form(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Your name' }),
    email: page.getByRole('textbox', { name: 'E-mail' }),
    purpose: page.getByRole('combobox', { name: /What brings you here/ }),
    message: page.getByRole('textbox', { name: 'Your message' }),
    send: page.getByRole('button', { name: 'Send Message' }),
    sending: page.getByRole('button', { name: SENDING }),
  };
}

/**
 * The purpose as the form will submit it: the native select (before the Radix Select takes over,
 * and Radix's own hidden select after), whose value is what is posted.
 */
function purposeValue(page: Page) {
  return page.locator('select[name="purpose"]');
}

/** The values the simulated send logs, in the order they are logged. */
function recordPayloads(page: Page) {
  const payloads: unknown[] = [];
  page.on('console', async (msg) => {
    if (msg.type() === 'log' && msg.text().startsWith('Contact form')) {
      payloads.push(await msg.args()[1]?.jsonValue());
    }
  });
  return payloads;
}

/** Waits until the island is hydrated (the fields are disabled in the server HTML). */
async function openContact(page: Page) {
  await page.goto('/contact/');
  await expect(form(page).name).toBeEnabled();
  await expect(page.getByRole('note', { name: /needs JavaScript/ })).toHaveCount(0);
}

/**
 * After page.clock.install() time still flows; freeze it here (after the select, whose Radix
 * internals need timers) so the send's timing is ours to step through.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** sonner renders a new toast one (zero-delay) timer after toast() is called. */
async function letToastRender(page: Page) {
  await page.clock.runFor(16);
}

/** Chooses a purpose with the keyboard alone: focus, open with Enter, arrows, Enter. */
async function choosePurposeByKeyboard(page: Page, steps: number) {
  const { purpose } = form(page);
  // The native select becomes the Radix Select once the browser is idle after hydration.
  await expect(purpose).toHaveJSProperty('tagName', 'BUTTON');
  await purpose.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option', { name: 'Select an option' })).toBeFocused();
  // Radix moves focus to the chosen option again once the list is positioned; a visitor sees the
  // list settle in place first. Keys pressed before that would be undone.
  // (Until then Radix parks it off screen with a -200% translate.)
  await expect(page.locator('[data-radix-popper-content-wrapper]')).toHaveAttribute(
    'style',
    /transform/,
  );
  await expect(page.locator('[data-radix-popper-content-wrapper]')).not.toHaveAttribute(
    'style',
    /-200%/,
  );
  for (let i = 1; i <= steps; i++) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(i), `option ${i} after ${i} ArrowDown`).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(purpose).toBeFocused();
}

test.describe('contact page', () => {
  test('path cards open the right chat, with the right words, in a new tab', async ({ page }) => {
    await page.goto('/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write To Us, Slowly');

    const stay = page.getByRole('article', { name: 'Book a Stay' });
    const stayLink = stay.getByRole('link', { name: /Enquire your Staycation/ });
    await expect(stayLink).toHaveAttribute('href', staycationUrl);
    await expect(stayLink).toHaveAttribute('target', '_blank');
    await expect(stayLink).toHaveAttribute('rel', 'noopener noreferrer');

    const restore = page.getByRole('article', { name: 'Restore a Home' });
    const restoreLink = restore.getByRole('link', { name: /Begin the Dialogue/ });
    await expect(restoreLink).toHaveAttribute('href', restorationUrl);
    await expect(restoreLink).toHaveAttribute('target', '_blank');
    await expect(restoreLink).toHaveAttribute('rel', 'noopener noreferrer');

    // The two cards really use the two different numbers.
    expect(staycationUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=Namaste!/);
    expect(new URL(staycationUrl).pathname).not.toBe(new URL(restorationUrl).pathname);
  });

  test('the channels list the e-mail, both chat numbers and both Instagram profiles', async ({
    page,
  }) => {
    await page.goto('/contact/');
    const channels = page.getByRole('region', { name: 'Every Channel Leads To Us' });
    await expect(channels.getByRole('link', { name: new RegExp(site.email) })).toHaveAttribute(
      'href',
      mailHref(site.email),
    );
    for (const number of [site.chat.stays, site.chat.restoration]) {
      const link = channels.getByRole('link', { name: new RegExp(number.replace(/\+/g, '\\+')) });
      await expect(link).toHaveAttribute('href', chatUrl(number));
      await expect(link).toHaveAttribute('target', '_blank');
    }
    for (const profile of [site.social.instagram, site.social.chaayaInstagram]) {
      const link = channels.getByRole('link', { name: new RegExp(profile.handle) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', profile.url);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('each required field blocks sending while empty, with the browser’s own message', async ({
    page,
  }) => {
    const payloads = recordPayloads(page);
    await openContact(page);
    const f = form(page);
    const values = { name: 'Asha Rao', email: 'asha@example.org', message: 'Hello.' } as const;

    for (const empty of ['name', 'email', 'message'] as const) {
      for (const key of ['name', 'email', 'message'] as const) {
        await f[key].fill(key === empty ? '' : values[key]);
      }
      await f.send.click();
      await expect(f[empty]).toBeFocused();
      expect(await f[empty].evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
        true,
      );
      expect(await f[empty].evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
      await expect(f.send).toBeEnabled();
      await expect(f.sending).toHaveCount(0);
    }
    // No length limits, no custom messages.
    for (const key of ['name', 'email', 'message'] as const) {
      await expect(f[key]).not.toHaveAttribute('maxlength');
      await expect(f[key]).not.toHaveAttribute('minlength');
    }
    await expect(page.locator('form[novalidate]')).toHaveCount(0);
    expect(payloads).toEqual([]);
  });

  test('a name or message of only spaces is refused as empty, with the browser’s own message', async ({
    page,
  }) => {
    const payloads = recordPayloads(page);
    await openContact(page);
    const f = form(page);
    // What this browser says for any empty required field.
    const ownMessage = await page.evaluate(() => {
      const probe = document.createElement('input');
      probe.required = true;
      return probe.validationMessage;
    });
    expect(ownMessage).not.toBe('');
    await f.email.fill('asha@example.org');
    for (const blank of ['name', 'message'] as const) {
      await f.name.fill(blank === 'name' ? '   ' : 'Asha Rao');
      await f.message.fill(blank === 'message' ? ' \n\t \n' : 'Hello.');
      await f.send.click();
      await expect(f[blank]).toBeFocused();
      await expect(f[blank]).toHaveValue('');
      expect(await f[blank].evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
        ownMessage,
      );
      await expect(f.sending).toHaveCount(0);
    }
    expect(payloads).toEqual([]);
  });

  test('an invalid e-mail address is refused by the browser', async ({ page }) => {
    const payloads = recordPayloads(page);
    await openContact(page);
    const f = form(page);
    await f.name.fill('Asha Rao');
    await f.message.fill('Hello.');
    for (const bad of ['asha', 'asha@', '@example.org', 'asha example@x.org']) {
      await f.email.fill(bad);
      await f.send.click();
      await expect(f.email).toBeFocused();
      expect(await f.email.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
      await expect(f.sending).toHaveCount(0);
    }
    expect(payloads).toEqual([]);
  });

  test('a full send by keyboard: sending state, exact toast, fields cleared, Alt+T and Escape', async ({
    page,
  }) => {
    const payloads = recordPayloads(page);
    await page.clock.install();
    await openContact(page);
    const f = form(page);

    await f.name.focus();
    await page.keyboard.type('Asha Rao');
    await page.keyboard.press('Tab');
    await expect(f.email).toBeFocused();
    await page.keyboard.type('asha@example.org');
    await page.keyboard.press('Tab');
    await expect(f.purpose).toBeFocused();
    await choosePurposeByKeyboard(page, 1);
    await expect(f.purpose).toHaveText(/I would like to book a stay/);
    await page.keyboard.press('Tab');
    await expect(f.message).toBeFocused();
    await page.keyboard.type('Two of us, for the first week of March.');
    await page.keyboard.press('Tab');
    await expect(f.send).toBeFocused();
    await pauseClock(page);
    await page.keyboard.press('Enter');

    await expect(f.sending).toBeVisible();
    await expect(f.sending).toBeDisabled();
    // A second try while sending does nothing: the button is disabled and Enter in a field is
    // ignored.
    await f.name.press('Enter');
    await page.clock.runFor(DELAY - 100);
    await expect(f.sending).toBeDisabled();
    expect(payloads).toEqual([]);

    await page.clock.runFor(100);
    await letToastRender(page);
    const region = page.getByRole('region', { name: /^Notifications/ });
    const toast = region.getByRole('listitem');
    await expect(toast).toHaveCount(1);
    await expect(toast.locator('[data-title]')).toHaveText(TOAST_TITLE);
    await expect(toast.locator('[data-description]')).toHaveText(TOAST_DESCRIPTION);
    expect(TOAST_DESCRIPTION).toContain(facts.responseDays);
    await expect
      .poll(() => payloads)
      .toEqual([
        {
          name: 'Asha Rao',
          email: 'asha@example.org',
          purpose: 'book-stay',
          message: 'Two of us, for the first week of March.',
        },
      ]);

    await expect(f.send).toBeEnabled();
    await expect(f.name).toHaveValue('');
    await expect(f.email).toHaveValue('');
    await expect(f.message).toHaveValue('');
    await expect(purposeValue(page)).toHaveValue('');
    await expect(page.locator('select[name="purpose"]')).toHaveValue('');

    // More time passes: still exactly one toast (the extra Enter queued nothing).
    await page.clock.runFor(DELAY * 2);
    expect(payloads).toHaveLength(1);

    // Alt+T moves focus into the notifications; Escape collapses them again.
    await page.keyboard.press('Alt+KeyT');
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest('[aria-label^="Notifications"]') !== null,
        ),
      )
      .toBe(true);
    await expect(toast).toHaveAttribute('data-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toast).toHaveAttribute('data-expanded', 'false');
  });

  test('a reload or a wandering navigation mid-draft loses nothing; a send clears the draft', async ({
    page,
  }) => {
    await openContact(page);
    const f = form(page);
    await f.name.fill('Asha Rao');
    await f.email.fill('asha@example.org');
    await choosePurposeByKeyboard(page, 2);
    await f.message.fill('Our house in the village has stood empty since 1962.');

    await page.reload();
    await expect(f.name).toHaveValue('Asha Rao');
    await expect(f.email).toHaveValue('asha@example.org');
    await expect(purposeValue(page)).toHaveValue('discuss-restoration');
    await expect(f.message).toHaveValue('Our house in the village has stood empty since 1962.');

    // Away in-app, then back.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(f.name).toHaveValue('Asha Rao');
    await expect(purposeValue(page)).toHaveValue('discuss-restoration');
    await expect(f.message).toHaveValue('Our house in the village has stood empty since 1962.');

    await f.send.click();
    await expect(f.sending).toBeDisabled();
    await expect(f.send).toBeEnabled({ timeout: DELAY + 3000 });
    await expect(f.name).toHaveValue('');
    await page.reload();
    await expect(f.name).toBeEnabled();
    await expect(f.name).toHaveValue('');
    await expect(f.message).toHaveValue('');
    await expect(purposeValue(page)).toHaveValue('');
  });

  test('hostile, long, emoji and right-to-left input round-trips as plain text', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    const payloads = recordPayloads(page);
    await page.clock.install();
    await openContact(page);
    const f = form(page);

    const name = '<img src=x onerror=alert(1)>';
    const message = [
      '<script>alert(2)</script>',
      '"><svg onload=alert(3)>',
      'مرحبا، نحن نبحث عن بيت قديم 🏔️🙏',
      'שלום',
      'Long: ' + 'पहाड़ '.repeat(2000),
    ].join('\n');
    await f.name.fill(name);
    await f.email.fill('asha@example.org');
    await f.message.fill(message);

    await page.reload();
    await expect(f.name).toHaveValue(name);
    await expect(f.message).toHaveValue(message);
    await expect(f.name).toHaveAttribute('dir', 'auto');
    // The message's direction follows its first letter (here the Latin of "script").
    await expect(f.message).toHaveAttribute('dir', 'ltr');

    await pauseClock(page);
    await f.send.click();
    await page.clock.runFor(DELAY);
    await letToastRender(page);
    await expect
      .poll(() => payloads)
      .toEqual([{ name, email: 'asha@example.org', purpose: '', message }]);
    await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(TOAST_TITLE);
    await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('axe: the page, the open select and the success toast', async ({ page }) => {
    // Real time here: axe itself needs timers.
    await openContact(page);
    await expectNoAxeViolations(page);

    const f = form(page);
    await expect(f.purpose).toHaveJSProperty('tagName', 'BUTTON');
    await f.purpose.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    // While the listbox is open Radix hides the rest of the page with aria-hidden and traps focus
    // and pointer in the listbox (a modal pattern); axe still flags the links behind it, which no
    // one can reach then. Every other rule applies.
    const open = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .disableRules(['aria-hidden-focus'])
      .analyze();
    expect(open.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(f.purpose).toBeFocused();

    await f.name.fill('Asha Rao');
    await f.email.fill('asha@example.org');
    await f.message.fill('Hello.');
    await f.send.click();
    const toast = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText(TOAST_TITLE, { timeout: DELAY + 5000 });
    // Expanded toasts stay put (sonner pauses their timer) while axe reads them.
    await page.keyboard.press('Alt+KeyT');
    await expect(toast).toHaveAttribute('data-expanded', 'true');
    await expectNoAxeViolations(page);
    await expect(toast).toContainText(TOAST_DESCRIPTION);
  });
});

test.describe('contact page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nothing overflows and the form is usable', async ({ page }) => {
    await openContact(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await choosePurposeByKeyboard(page, 3);
    await expect(form(page).purpose).toHaveText(/simply like to connect/);
  });
});

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every channel is shown and the form says it needs JavaScript, with other ways', async ({
    page,
  }) => {
    await page.goto('/contact/');
    await expect(page.getByText('This form needs JavaScript to send.')).toBeVisible();
    const note = page.getByRole('note', { name: 'This form needs JavaScript to send.' });
    await expect(note.getByRole('link', { name: new RegExp(site.email) })).toHaveAttribute(
      'href',
      mailHref(site.email),
    );
    await expect(note.getByRole('link', { name: /Chat about a stay/ })).toHaveAttribute(
      'href',
      staycationUrl,
    );
    await expect(note.getByRole('link', { name: /Chat about restoring a home/ })).toHaveAttribute(
      'href',
      restorationUrl,
    );

    // The form cannot submit to nowhere: its controls are out of sight and out of the tab order.
    await expect(page.locator('#contact-name')).toBeHidden();
    await expect(page.locator('form button[type="submit"]')).toBeHidden();

    // The path cards and every channel are still there.
    await expect(page.getByRole('link', { name: /Enquire your Staycation/ })).toHaveAttribute(
      'href',
      staycationUrl,
    );
    await expect(page.getByRole('link', { name: /Begin the Dialogue/ })).toHaveAttribute(
      'href',
      restorationUrl,
    );
    const channels = page.getByRole('region', { name: 'Every Channel Leads To Us' });
    for (const text of [
      site.email,
      site.chat.stays,
      site.chat.restoration,
      site.social.instagram.handle,
      site.social.chaayaInstagram.handle,
    ]) {
      await expect(channels.getByText(text, { exact: true })).toBeVisible();
    }
    // axe needs JavaScript in the page; the same server HTML is audited in the next test.
  });
});

test.describe('contact page when its scripts fail to load', () => {
  // The scripts this test makes fail on purpose are the only requests allowed to.
  test.use({ allowedFailures: [/\/_next\/static\/.*\.js$/] });
  test('the form takes words at once; a send that cannot go says so, keeps them, offers the other ways', async ({
    page,
  }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/contact/');
    const note = page.getByRole('note', { name: 'This form needs JavaScript to send.' });
    // A browser that runs scripts is not told the form needs them.
    await expect(note).toBeHidden();
    const f = form(page);
    await f.name.fill('Asha Rao');
    await f.email.fill('asha@example.org');
    await f.message.fill('Two nights in March, please.');
    await f.send.click();
    // The page stays (no reload with the words in its address), and once it has loaded and the
    // form's script still has not come, the visitor is told and given the other ways.
    await expect(note).toBeVisible({ timeout: 10_000 });
    expect(new URL(page.url()).search).toBe('');
    await expect(note.getByRole('link')).toHaveCount(3);
    await expect(page.locator('#contact-message')).toHaveValue('Two nights in March, please.');
    await expectNoAxeViolations(page);
  });
});
