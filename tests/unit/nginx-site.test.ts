/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { httpsSite, plainHttpSite } from '../../scripts/lib/nginx-site.mjs';

const shipped = readFileSync(path.join(__dirname, '../../deploy/nginx.conf'), 'utf8');
const at = { listen: '127.0.0.1:4390', root: '/tmp/out' };

const listens = (conf: string) => conf.match(/^\s*listen\s+[^;]+;/gm)?.map((l) => l.trim()) ?? [];

describe('the test harness serves the shipped server block', () => {
  it('over plain HTTP for the browser tests: one local listen, no TLS lines', () => {
    const site = plainHttpSite(shipped, at);
    expect(listens(site)).toEqual(['listen 127.0.0.1:4390;']);
    expect(site).not.toMatch(/^\s*ssl_/m);
    expect(site).toContain('root /tmp/out;');
    expect(site).toContain('error_page 404 /404.html;');
  });

  it('as deployed for the bench: TLS and HTTP/2 on one local listen, with the given certificate', () => {
    const site = httpsSite(shipped, {
      ...at,
      certificate: '/tmp/cert.pem',
      key: '/tmp/key.pem',
    });
    // The shipped file's own flags, so the bench follows the file if it drops HTTP/2.
    expect(listens(site)).toEqual(['listen 127.0.0.1:4390 ssl http2;']);
    expect(site).toContain('ssl_certificate /tmp/cert.pem;');
    expect(site).toContain('ssl_certificate_key /tmp/key.pem;');
    expect(site).not.toContain('/etc/letsencrypt');
    // Every other TLS rule stays as shipped.
    expect(site).toMatch(/^\s*ssl_protocols TLSv1\.2 TLSv1\.3;/m);
    expect(site).toContain('root /tmp/out;');
    expect(site).toContain('error_page 404 /404.html;');
  });

  it('keeps the http-level rules outside the server blocks in both', () => {
    const outside = shipped.slice(0, shipped.search(/^server\s*\{/m)).trim();
    expect(outside.length).toBeGreaterThan(0);
    for (const site of [
      plainHttpSite(shipped, at),
      httpsSite(shipped, { ...at, certificate: 'c', key: 'k' }),
    ])
      expect(site.startsWith(outside)).toBe(true);
  });
});
