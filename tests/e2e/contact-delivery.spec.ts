import type { APIRequestContext, Page } from '@playwright/test';
import { timings } from '../../lib/content/facts';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { BASE, e2e, endpointOrigin, requireSubpathBuild } from './support/subpath';
import { editionView } from './support/edition';
import { contactFormWords, literal, purposeLabel } from './support/words';
import { defaultEdition } from '../../lib/content/editions';

const { site } = defaultEdition.texts;

// The build made with CONTACT_ENDPOINT pointing at tests/e2e/support/form-endpoint.mjs, a real
// HTTP server on 127.0.0.1 started by this run. The tests share its record, so they run in order.
test.describe.configure({ mode: 'serial' });
test.beforeAll(requireSubpathBuild);
test.use({ extraOrigins: [endpointOrigin] });

const CONTACT = `${BASE}/contact/`;
/** The form's words, as content/pages/contact.yaml has them (the facts filled in). */
const words = contactFormWords();
const SUCCESS_TITLE = words.success.title;
const SUCCESS_DESCRIPTION = words.success.description;
const FAILURE_TITLE = words.failure.title;
/** The toasts' region, in the interface's words. */
const notifications = editionView('en').texts.interface.notifications;

type Received = { contentType: string; accept: string; origin: string; body: unknown };

const control = (request: APIRequestContext) => ({
  reset: (next: ('fail' | 'hang')[] = []) =>
    request.post(`${endpointOrigin}/__reset`, { data: { next } }),
  received: async () =>
    (await (await request.get(`${endpointOrigin}/__received`)).json()) as Received[],
});

const letter = {
  name: 'Asha Rao',
  email: 'asha@example.org',
  purpose: 'book-stay',
  message: 'We would love three nights in March.\nTwo adults, one very curious child. 🙏',
};

function form(page: Page) {
  return {
    name: page.getByRole('textbox', { name: words.fields.name.label }),
    email: page.getByRole('textbox', { name: words.fields.email.label }),
    message: page.getByRole('textbox', { name: words.fields.message.label }),
    send: page.getByRole('button', { name: words.submit }),
    sending: page.getByRole('button', { name: words.sending }),
  };
}

async function fill(page: Page, { javaScript = true } = {}) {
  const f = form(page);
  await expect(f.name).toBeEnabled();
  await f.name.fill(letter.name);
  await f.email.fill(letter.email);
  const purpose = page.getByRole('combobox', { name: literal(words.fields.purpose.label) });
  if (javaScript) {
    // The native select becomes the Radix Select once the browser is idle: choose in that one.
    await expect(purpose).toHaveJSProperty('tagName', 'BUTTON');
    await purpose.click();
    await page.getByRole('option', { name: purposeLabel(letter.purpose) }).click();
    await expect(page.locator('select[name="purpose"]')).toHaveValue(letter.purpose);
  } else {
    await purpose.selectOption(letter.purpose);
  }
  await f.message.fill(letter.message);
}

const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: literal(notifications) }).getByText(title, { exact: true });

test.beforeEach(async ({ request }) => {
  await control(request).reset();
});

// One load of the contact page: its policy and form as they arrive, then a message sent; the home
// page's policy is read from its HTML (a meta policy counts only in the HTML the page arrives with).
test('the policy opens the endpoint to the contact page only, and a message arrives as exact JSON, once, even on a double click', async ({
  page,
  request,
}) => {
  await page.goto(CONTACT);

  await test.step('the policy opens the endpoint to the contact page only', async () => {
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toContain(`connect-src 'self' https://www.google.com ${endpointOrigin};`);
    expect(policy).toContain(`form-action 'self' ${endpointOrigin};`);
    // Configured, the form posts to the endpoint even before (or without) JavaScript, and says
    // nothing about needing it.
    const form = page.locator('form[aria-labelledby="message-title"]');
    await expect(form).toHaveAttribute('action', e2e.endpointUrl);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(page.getByRole('note', { name: words.noScript.title })).toHaveCount(0);
    const homeHtml = await (await request.get(`${BASE}/`)).text();
    const home = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(homeHtml)?.[1];
    expect(home, 'the home page carries its policy').toContain('connect-src');
    expect(home).not.toContain(endpointOrigin);
  });

  await test.step('a message arrives as exact JSON, once, even on a double click; then thanks and reset', async () => {
    await fill(page);
    await form(page).send.dblclick();
    await expect(toast(page, SUCCESS_TITLE)).toBeVisible();
    await expect(page.getByText(SUCCESS_DESCRIPTION)).toBeVisible();
    await expect(form(page).name).toHaveValue('');
    await expect(form(page).message).toHaveValue('');
    const received = await control(request).received();
    expect(received).toEqual([
      {
        contentType: 'application/json',
        accept: 'application/json',
        origin: `http://127.0.0.1:${e2e.subpath}`,
        body: letter,
      },
    ]);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });
});

test('a 500 shows no thanks, keeps the draft, and a retry delivers', async ({ page, request }) => {
  await control(request).reset(['fail']);
  await page.goto(CONTACT);
  await fill(page);
  const f = form(page);
  await f.send.click();
  await expect(toast(page, FAILURE_TITLE)).toBeVisible();
  const region = page.getByRole('region', { name: literal(notifications) });
  await expect(region.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  // The address sits in its sentence, which closes after it.
  await expect(region).toContainText(`or write to us at ${site.email}.`);
  await expect(toast(page, SUCCESS_TITLE)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect(f.name).toHaveValue(letter.name);
  await expect(f.message).toHaveValue(letter.message);
  const stored = await page.evaluate(() => sessionStorage.getItem('smriti:contact-draft'));
  expect(JSON.parse(stored ?? '{}')).toEqual(letter);
  await expect(f.send).toBeEnabled();

  await f.send.click();
  await expect(toast(page, SUCCESS_TITLE)).toBeVisible();
  await expect(f.name).toHaveValue('');
  const received = await control(request).received();
  expect(received.map((r) => r.body)).toEqual([letter, letter]);
});

test(`no answer in ${timings.contactSendTimeoutMs / 1000} s counts as not sent`, async ({
  page,
  request,
}) => {
  // The server holds the request open; the page's clock is moved on instead of waiting 15 s, so
  // the form's own timer (the real code path) is what gives up.
  await control(request).reset(['hang']);
  await page.clock.install();
  await page.goto(CONTACT);
  await fill(page);
  await expect(page.getByRole('region', { name: literal(notifications) })).toBeAttached();
  // Frozen from here: only runFor moves the form's timer.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const f = form(page);
  await f.send.click();
  await expect(f.sending).toBeDisabled();
  await expect.poll(async () => (await control(request).received()).length).toBe(1);
  await page.clock.runFor(timings.contactSendTimeoutMs - 1);
  await expect(f.sending).toBeDisabled();
  await expect(toast(page, FAILURE_TITLE)).toHaveCount(0);
  await page.clock.runFor(1);
  // sonner renders a new toast one zero-delay timer later.
  await expect(f.send).toBeEnabled();
  await page.clock.runFor(16);
  await expect(toast(page, FAILURE_TITLE)).toBeVisible();
  await expect(f.send).toBeEnabled();
  await expect(f.message).toHaveValue(letter.message);
  await expect(toast(page, SUCCESS_TITLE)).toHaveCount(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts natively, form-encoded, to the endpoint', async ({ page, request }) => {
    await page.goto(CONTACT);
    const f = form(page);
    await expect(f.name).toBeEnabled();
    await expect(page.getByText(words.noScript.title)).toHaveCount(0);
    await fill(page, { javaScript: false });
    await f.send.click();
    await expect(page).toHaveURL(e2e.endpointUrl);
    await expect(page.getByRole('heading', { name: 'Your message arrived.' })).toBeVisible();
    const received = await control(request).received();
    expect(received).toHaveLength(1);
    expect(received[0]?.contentType).toBe('application/x-www-form-urlencoded');
    // Form encoding sends a textarea's line breaks as CRLF.
    expect(received[0]?.body).toEqual({
      ...letter,
      message: letter.message.replace(/\n/g, '\r\n'),
    });
  });
});
