import type { Page } from '@playwright/test';

// Sveltia wraps names it fills in (the backend's) in Unicode isolation marks.
export const SIGN_IN = /Sign In with \u2068?GitHub/;

/**
 * On load the editor's GitHub backend asks GitHub's status page whether the API is up (the
 * editor's policy names it in connect-src); this machine is offline, so a local answer stands in:
 * all is well.
 */
export async function answerGitHubStatus(page: Page): Promise<void> {
  await page.route('https://www.githubstatus.com/api/v2/status.json', (route) =>
    route.fulfill({
      json: { status: { indicator: 'none', description: 'All Systems Operational' } },
    }),
  );
}

/** Every Content-Security-Policy header of a response (the editor gets the site-wide one and its own). */
export function policiesOf(headers: { name: string; value: string }[]): string[] {
  return headers
    .filter((h) => h.name.toLowerCase() === 'content-security-policy')
    .map((h) => h.value);
}
