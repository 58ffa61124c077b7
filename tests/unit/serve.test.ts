/** @jest-environment node */
// `npm start`'s server must answer like nginx or a CDN serving out/, so what works locally works
// deployed: directory index, /dir → /dir/ redirect, 404.html with status 404, no clean URLs.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = 4531;
const base = `http://127.0.0.1:${PORT}`;
let dir: string;
let server: ChildProcess;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
  const out = path.join(dir, 'out');
  mkdirSync(path.join(out, 'about'), { recursive: true });
  writeFileSync(path.join(out, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(out, 'about/index.html'), '<h1>about</h1>');
  writeFileSync(path.join(out, '404.html'), '<h1>not found</h1>');
  writeFileSync(path.join(out, 'site.css'), 'body{}');
  mkdirSync(path.join(out, 'calendar'));
  writeFileSync(path.join(out, 'calendar/chaaya.ics'), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  // A sibling folder whose name starts like the served one must stay out of reach.
  mkdirSync(path.join(dir, 'out-private'));
  writeFileSync(path.join(dir, 'out-private/secret.txt'), 'secret');
  server = spawn(process.execPath, ['scripts/serve.mjs', out], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(base).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('scripts/serve.mjs did not start');
});

afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${base}${p}`, { redirect: 'manual' });

it('serves a folder’s index.html at its trailing-slash address', async () => {
  const res = await get('/about/');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await res.text()).toBe('<h1>about</h1>');
});

it('redirects a folder without its slash, keeping the query', async () => {
  const res = await get('/about?x=1');
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe('/about/?x=1');
});

it('serves files as they are, with their type, and never rewrites .html away', async () => {
  const css = await get('/site.css');
  expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  expect((await get('/about/index.html')).status).toBe(200);
  // The site's calendar, which Airbnb and Booking.com import.
  const ics = await get('/calendar/chaaya.ics');
  expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
});

it('answers an unknown address with 404.html and status 404', async () => {
  for (const p of [
    '/no-such-page/',
    '/about/extra',
    '/%E0%A4%A',
    '/../out-private/secret.txt',
    '/..%2fout-private/secret.txt',
  ]) {
    const res = await get(p);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>not found</h1>');
  }
});
