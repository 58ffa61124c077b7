import http from 'node:http';
import sharp from 'sharp';
import { routes } from '../../lib/content/routes';
import { expect, test } from './fixtures';
import { inHtml, notFoundHeading } from './support/words';

// Served by deploy/nginx.conf, the config the owner deploys (its HTTPS server's rules on a plain
// HTTP port; TLS, HSTS and the redirect are checked in deploy.spec.ts).
const SECURITY_HEADERS = {
  'content-security-policy': /frame-ancestors 'none'/,
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
      // HSTS over plain HTTP is ignored by browsers and flagged by scanners: HTTPS only.
      expect(headers['strict-transport-security']).toBeUndefined();

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

  test('photos go out as image/avif and image/webp', async ({ request, page }) => {
    await page.goto('/');
    for (const type of ['image/avif', 'image/webp']) {
      const srcset = await page
        .locator(`main source[type="${type}"]`)
        .first()
        .getAttribute('srcset');
      const url = srcset?.split(',')[0]?.trim().split(/\s+/)[0] ?? '';
      expect(url, type).toMatch(/^\/img\//);
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type'], url).toBe(type);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
    }
  });

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

  test('the reply page: noindex, never kept, its own policy beside its page’s hashes', async ({
    request,
  }) => {
    const res = await request.get('/admin/reply/');
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(headers['cache-control']).toBe('no-store');
    // Two policies (the site's and the page's own), joined by a comma as served.
    const header = headers['content-security-policy'] ?? '';
    expect(header).toContain("connect-src 'self';");
    expect(header).toContain("form-action 'none'");
    expect(header).not.toContain('https://api.github.com');
    const html = await res.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    const scriptSrc = meta?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain('sha256-');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(html).toMatch(/<meta name="robots" content="noindex, ?nofollow"/);
  });

  test('unknown paths answer 404 with the security headers too', async ({ request }) => {
    const res = await request.get('/definitely/not/here/');
    expect(res.status()).toBe(404);
    expect(res.headers()['x-frame-options']).toBe('DENY');
    expect(await res.text()).toContain(inHtml(notFoundHeading()));
  });

  test('compressed responses say they vary on Accept-Encoding (shared caches)', async ({
    request,
    page,
  }) => {
    await page.goto('/');
    const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    for (const url of ['/', '/about/', css ?? '']) {
      const res = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.headers()['content-encoding'], url).toBe('gzip');
      expect(res.headers()['cache-control'], url).toMatch(/^public/);
      expect(res.headers().vary, url).toBe('Accept-Encoding');
    }
  });

  test('the 404 page answers 404 at each of its exported addresses', async ({ request }) => {
    for (const url of ['/404', '/404/', '/404.html', '/_not-found', '/_not-found/']) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(404);
      expect(await res.text(), url).toContain(inHtml(notFoundHeading()));
    }
  });

  test('the _headers file is not served', async ({ request }) => {
    const res = await request.get('/_headers');
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain('Cache-Control: public, max-age=31536000');
  });

  test('/favicon.ico is an icon drawn from the site icon', async ({ request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/x-icon');
    const ico = await res.body();
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico[6 + 16 * i]);
    expect(sizes).toEqual([16, 32, 48]);
    // Each frame is a PNG of the size its entry announces.
    for (let i = 0; i < count; i++) {
      const length = ico.readUInt32LE(6 + 16 * i + 8);
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(sizes[i]);
    }
  });

  test('the test server takes a crawler’s burst of parallel connections', async () => {
    // A link checker opens hundreds of keep-alive connections at once; with too few
    // worker_connections nginx drops some and the crawl reports links that are fine.
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const port = Number(new URL(test.info().project.use.baseURL ?? '').port);
    const get = () =>
      new Promise<number>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/about/', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', () => resolve(0));
      });
    const statuses = await Promise.all(Array.from({ length: 400 }, get));
    agent.destroy();
    expect(statuses.filter((s) => s !== 200).length).toBe(0);
  });
});
