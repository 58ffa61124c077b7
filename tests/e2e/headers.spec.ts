import { routes } from '../../content/routes';
import { expect, test } from './fixtures';

// Served by deploy/nginx.conf, the config the owner deploys.
const SECURITY_HEADERS = {
  'content-security-policy': /frame-ancestors 'none'/,
  'strict-transport-security': /max-age=\d{8,}/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
};

test.describe('headers as served', () => {
  for (const route of routes) {
    test(`${route.path}: security headers, revalidated HTML, strict per-page CSP`, async ({
      request,
    }) => {
      const res = await request.get(route.path === '/' ? '/' : `${route.path}/`);
      expect(res.status()).toBe(200);
      const headers = res.headers();
      for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
        expect(headers[name], name).toMatch(pattern);
      }
      expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');

      const html = await res.text();
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      expect(policy).toBeDefined();
      const scriptSrc = policy?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("img-src 'self' data:");
      expect(policy).toContain("font-src 'self'");
      expect(policy).toMatch(/frame-src https:\/\/www\.google\.com(;|$)/);
      // The header leaves form-action to the page; with the simulated form it is the site only.
      expect(policy).toContain("form-action 'self';");
      expect(policy).toMatch(/connect-src 'self' https:\/\/www\.google\.com;/);
      // The policy comes before the first script so it governs all of them.
      expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    });
  }

  test('hashed assets are cached for a year, immutable', async ({ request, page }) => {
    await page.goto('/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const img = await page.locator('main img').first().getAttribute('src');
    for (const url of [script, img]) {
      const res = await request.get(url ?? '');
      expect(res.status(), url ?? '').toBe(200);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
    }
  });

  test('unknown paths answer 404 with the security headers too', async ({ request }) => {
    const res = await request.get('/definitely/not/here/');
    expect(res.status()).toBe(404);
    expect(res.headers()['x-frame-options']).toBe('DENY');
    expect(await res.text()).toContain('Page Not Found');
  });
});
