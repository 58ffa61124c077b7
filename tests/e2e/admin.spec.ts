import { expect, test } from './fixtures';
import { EDITOR_OPEN_MS, TEST_TIMEOUT_MS } from './support/budget';
import { answerGitHubStatus, policiesOf, SIGN_IN } from './support/editor';

/*
 * The browser editor (Sveltia CMS) as the built site serves it behind nginx with deploy/nginx.conf.
 * The fixtures fail the test on any console error, CSP violation, failed request to the site or
 * request to another host (all are blocked here), so opening it is the check that its own policy
 * lets it run with nothing from elsewhere. No axe analysis: the editor's screens are the editor's
 * own (a third-party UI pinned in package.json), not pages of this site.
 */

test.describe('the browser editor at /admin/', () => {
  test.beforeEach(async ({ page }) => answerGitHubStatus(page));

  test('opens on its sign-in screen with its own policy, noindex and no-store', async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS + EDITOR_OPEN_MS);
    const response = await page.goto('/admin/');
    expect(response?.status()).toBe(200);
    const policies = policiesOf(await response!.headersArray());
    // The site-wide header and the editor's own; neither allows eval.
    expect(policies).toHaveLength(2);
    for (const policy of policies) expect(policy).not.toContain('unsafe-eval');
    expect(policies.join(';')).toContain("script-src 'self'");
    expect(response!.headers()['x-robots-tag']).toBe('noindex');
    expect(response!.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();

    // What the owner sees first: the GitHub sign-in, and the token sign-in beside it.
    await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
  });

  test('the editor loads its config and bundle from this site, never from elsewhere', async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS + EDITOR_OPEN_MS);
    const loaded: string[] = [];
    page.on('response', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible();
    expect(loaded).toEqual(
      expect.arrayContaining(['/admin/', '/admin/sveltia-cms.js', '/admin/config.yml']),
    );
  });

  test('is not in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('/admin');
  });
});
