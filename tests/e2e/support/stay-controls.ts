import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { editionView, type EditionView } from './edition';

/** A text as a regular expression that matches it literally (optionally from the start). */
const literal = (text: string, from = '') =>
  new RegExp(`${from}${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * The stay request as a visitor finds it: its section, the form and each control by its name, in
 * the edition's words (English unless the spec says which edition it runs over).
 */
export function stay(page: Page, ed: EditionView = editionView('en')) {
  const words = ed.texts.stayForm;
  const section = page.locator('#plan-your-stay');
  const form = section.getByRole('form', { name: words.label });
  return {
    section,
    form,
    checkin: form.getByLabel(words.checkin, { exact: true }),
    checkout: form.getByLabel(words.checkout, { exact: true }),
    guests: form.getByRole('spinbutton', { name: words.guests }),
    more: form.getByRole('button', { name: words.more }),
    fewer: form.getByRole('button', { name: words.fewer }),
    room: form.getByRole('combobox', { name: words.room }),
    note: form.getByRole('textbox', { name: literal(words.note) }),
    summary: form.getByRole('region', { name: words.summary }),
    taken: form.getByRole('alert'),
    whatsapp: form.getByRole('link', { name: literal(words.whatsapp, '^') }),
    email: form.getByRole('link', { name: words.email }),
    fallback: section.getByRole('link', { name: literal(ed.texts.planYourStay.fallbackLink, '^') }),
  };
}

/** wa.me pages are answered here (the fixture blocks other hosts), so the new tab keeps its URL. */
export async function catchWhatsApp(context: BrowserContext) {
  const seen: string[] = [];
  await context.route('https://wa.me/**', (route) => {
    seen.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' });
  });
  return seen;
}

/**
 * Touches the stay request's placeholder until `loaded` (the form, or a control in it) is there,
 * as a visitor on a slow phone touches again when the first touch lands before the scripts. The
 * form may also arrive on its own (its section near the viewport) between two touches, and then
 * there is no placeholder left to touch: a touch is made only while the placeholder is there, and
 * gives up after a second, so the next round finds the form instead of waiting for a placeholder
 * that will never come back.
 */
export async function touchUntilLoaded(fallback: Locator, loaded: Locator) {
  await expect(async () => {
    if ((await fallback.count()) > 0) {
      await fallback.dispatchEvent('pointerdown', undefined, { timeout: 1_000 });
    }
    await expect(loaded).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
