import type { Locator, Page } from '@playwright/test';
import { GitHostStandIn } from './git-host-stand-in';

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

/** The token the family types in the tests; the stand-in accepts only it. */
export const TOKEN = 'github_pat_typed_by_the_family';

/**
 * Opens /admin/ and signs in with a token, as the family does, against the Git host stand-in
 * serving the project at `root`. Returns the stand-in, which records what the editor commits.
 */
export async function signIn(page: Page, root: string): Promise<GitHostStandIn> {
  const github = new GitHostStandIn(root, TOKEN);
  await github.attach(page);
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
  await page.getByRole('textbox', { name: 'Personal Access Token' }).fill(TOKEN);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  return github;
}

/** One of the editor's panes: a file in one language only has one, named '_default'. */
export function pane(page: Page, language: 'English' | 'Hindi'): Locator {
  const name = language === 'English' ? 'English|_default' : language;
  return page.getByRole('group', {
    name: new RegExp(`^Edit \u2068?(${name})\u2069? Content$`),
  });
}
