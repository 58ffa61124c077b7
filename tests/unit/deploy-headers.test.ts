/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The two shipped host configs must say the same thing: deploy/nginx.conf for a server of one's
 * own, deploy/_headers for hosts that read one (Netlify, Cloudflare Pages). The e2e suite serves
 * the nginx file; this keeps the other one from drifting.
 */
const read = (file: string) => readFileSync(path.join(process.cwd(), 'deploy', file), 'utf8');
const nginx = read('nginx.conf').replace(/#.*$/gm, '');
const headersFile = read('_headers');

/** `map $source $name { key "value"; ... }` → [key, value] pairs, in order. */
function nginxMap(name: string): [string, string][] {
  const body = new RegExp(`map\\s+\\$\\w+\\s+\\$${name}\\s*\\{([^}]*)\\}`).exec(nginx)?.[1];
  if (body === undefined) throw new Error(`deploy/nginx.conf: no map $${name}`);
  return [...body.matchAll(/^\s*(\S+)\s+"([^"]*)"\s*;/gm)].map((m) => [m[1]!, m[2]!]);
}

/** Headers nginx sends only where a map gives them a value: the browser editor's (/admin/). */
const PER_PATH = ['smriti_admin_csp', 'smriti_robots'];

/** The HTTPS server's add_header lines, with map variables resolved as HTTPS serves them. */
function nginxHeaders(): Record<string, string> {
  const https = nginx.slice(nginx.search(/listen\s+443\s+ssl/));
  const out: Record<string, string> = {};
  for (const m of https.matchAll(/^\s*add_header\s+(\S+)\s+("([^"]*)"|\$(\w+))\s+always\s*;/gm)) {
    const [, name, , literal, variable] = m;
    // Headers only some paths get (the editor's) are compared path by path below.
    if (variable && PER_PATH.includes(variable)) continue;
    out[name!.toLowerCase()] =
      literal ??
      (variable === 'smriti_hsts'
        ? (Object.fromEntries(nginxMap(variable)).https ?? '')
        : `$${variable}`);
  }
  return out;
}

/** _headers → { '/path/*': { header: value } }. */
function hostRules(): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of headersFile.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    if (!/^\s/.test(line)) {
      current = rules[line.trim()] = {};
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`deploy/_headers: cannot read "${line}"`);
    current[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return rules;
}

describe('deploy/_headers says what deploy/nginx.conf says', () => {
  const server = nginxHeaders();
  const rules = hostRules();

  it('sends the same security headers with the same values on every path', () => {
    const { 'cache-control': cache, ...security } = server;
    expect(cache).toBe('$smriti_cache_control');
    expect(Object.keys(security).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ]);
    expect(security['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(rules['/*']).toEqual(security);
  });

  it('caches the same paths for a year, immutable, and leaves the rest to revalidate', () => {
    const map = nginxMap('smriti_cache_control');
    const longLived = map.filter(([key, value]) => key !== 'default' && value !== 'no-store');
    expect(longLived.length).toBeGreaterThan(0);
    for (const [key, value] of longLived) {
      expect(value).toBe('public, max-age=31536000, immutable');
      // `~^/img/` in nginx is `/img/*` in _headers.
      const prefix = /^~\^(\/.*\/)$/.exec(key)?.[1];
      expect(prefix).toBeDefined();
      expect({ [`${prefix}*`]: rules[`${prefix}*`] }).toEqual({
        [`${prefix}*`]: { 'cache-control': value },
      });
    }
    const hostCached = Object.entries(rules)
      .filter(([, headers]) => 'cache-control' in headers)
      .map(([rule]) => rule)
      .sort();
    expect(hostCached).toEqual(
      [...longLived.map(([key]) => `${key.slice(2)}*`), '/admin/*'].sort(),
    );
    // Hosts join the values of every rule a path matches, so a catch-all Cache-Control in /*
    // would double up on the hashed assets; their own default is this same revalidation.
    expect(Object.fromEntries(map).default).toBe('public, max-age=0, must-revalidate');
  });

  it('gives the browser editor its own policy, noindex and no-store, and no other path', () => {
    const admin = rules['/admin/*'];
    const editor = rules['/admin/'];
    expect(rules['/admin/index.html']).toEqual(editor);
    expect(nginx).toMatch(/add_header\s+Content-Security-Policy\s+\$smriti_admin_csp\s+always;/);
    expect(nginx).toMatch(/add_header\s+X-Robots-Tag\s+\$smriti_robots\s+always;/);
    expect(nginxMap('smriti_admin_csp')).toEqual([
      ['~^/admin/reply/', rules['/admin/reply/*']?.['content-security-policy']],
      ['~^/admin/', editor?.['content-security-policy']],
      ['default', ''],
    ]);
    expect(nginxMap('smriti_robots')).toEqual([
      ['~^/admin/', 'noindex'],
      ['default', ''],
    ]);
    expect(Object.fromEntries(nginxMap('smriti_cache_control'))['~^/admin/']).toBe('no-store');
    expect(admin).toEqual({ 'x-robots-tag': 'noindex', 'cache-control': 'no-store' });
    expect(editor).toEqual({ 'content-security-policy': expect.any(String) as string });
    const policy = editor?.['content-security-policy'] ?? '';
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    // The public pages' header policy is the one it always was.
    expect(server['content-security-policy']).toBe(
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
  });

  it('gives the reply page a policy of its own: this site only, no frames, no form', () => {
    const policy = rules['/admin/reply/*']?.['content-security-policy'] ?? '';
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("form-action 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('frame-src');
    expect(policy).not.toContain('https:');
  });

  it('serves AVIF photos as image/avif without relying on the distribution mime.types', () => {
    expect(nginx).toMatch(
      /location\s+~\*\s+\\\.avif\$\s*\{\s*types\s*\{\s*\}\s*default_type\s+image\/avif;/,
    );
  });

  it('serves the site’s calendar as text/calendar on both', () => {
    expect(nginx).toMatch(
      /location\s+~\*\s+\\\.ics\$\s*\{\s*types\s*\{\s*\}\s*default_type\s+"text\/calendar; charset=utf-8";/,
    );
    expect(rules['/calendar/*']).toEqual({ 'content-type': 'text/calendar; charset=utf-8' });
  });
});
