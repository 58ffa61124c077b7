import type { BrowserContext, Page } from '@playwright/test';

/** The stay request as a visitor finds it: its section, the form and each control by its name. */
export function stay(page: Page) {
  const section = page.locator('#plan-your-stay');
  const form = section.getByRole('form', { name: 'Stay request' });
  return {
    section,
    form,
    checkin: form.getByLabel('Check-in', { exact: true }),
    checkout: form.getByLabel('Check-out', { exact: true }),
    guests: form.getByRole('spinbutton', { name: 'Guests' }),
    more: form.getByRole('button', { name: 'One guest more' }),
    fewer: form.getByRole('button', { name: 'One guest fewer' }),
    room: form.getByRole('combobox', { name: 'Room' }),
    note: form.getByRole('textbox', { name: /Anything we should know\?/ }),
    summary: form.getByRole('region', { name: 'Your estimate' }),
    taken: form.getByRole('alert'),
    whatsapp: form.getByRole('link', { name: /^Send on WhatsApp/ }),
    email: form.getByRole('link', { name: 'Send by e-mail' }),
    fallback: section.getByRole('link', { name: /^Check Availability on Chat/ }),
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
