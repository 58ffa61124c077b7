import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { routes } from '../../lib/content/routes';
import { expect, test } from './fixtures';
import { fetchesBudget } from './support/budget';
import { inHtml, notFoundHeading } from './support/words';

/**
 * deploy/nginx.conf installed the way README.md tells an owner to, on Debian's stock nginx layout
 * (/etc/nginx/nginx.conf, conf.d/, sites-enabled/default) copied into a temporary prefix, with a
 * self-signed certificate where certbot would have put the real one. Only paths and ports are
 * moved into the sandbox: ports 80/443 become two local test ports (E2E_PORT + 16 and + 17 unless
 * E2E_DEPLOY_PORT sets the first), IPv6 listens are dropped (the test machines may have no ::1).
 */
const root = path.resolve(__dirname, '../..');
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
const HTTP = Number(process.env.E2E_DEPLOY_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 16);
const HTTPS = HTTP + 1;
const DOMAIN = 'www.example.com';
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

test.describe.configure({ mode: 'serial' });

let tmp = '';
let etc = '';
let server: ChildProcess | undefined;
let api: APIRequestContext;

/** Moves the stock absolute paths and ports into the sandbox; nothing else is changed. */
function sandboxed(text: string) {
  return text
    .replaceAll('/etc/nginx/', `${etc}/`)
    .replaceAll('/etc/letsencrypt/', `${tmp}/letsencrypt/`)
    .replaceAll('/var/log/nginx/', `${tmp}/log/`)
    .replaceAll('/run/nginx.pid', `${tmp}/nginx.pid`)
    .replaceAll('/var/www/smriti/out', path.join(root, 'out'))
    .replaceAll('/var/www/html', `${tmp}/www-html`)
    .replace(/^\s*listen\s+\[::\]:\d+[^;]*;\n/gm, '')
    .replace(/^(\s*listen\s+)80\b/gm, `$1127.0.0.1:${HTTP}`)
    .replace(/^(\s*listen\s+)443\b/gm, `$1127.0.0.1:${HTTPS}`);
}

const nginxT = () =>
  spawnSync(nginx, ['-t', '-c', `${etc}/nginx.conf`], { encoding: 'utf8' }).stderr;

function waitForPort(port: number, deadline = Date.now() + 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => {
      s.destroy();
      resolve();
    });
    s.on('error', () => {
      s.destroy();
      if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
      else setTimeout(() => waitForPort(port, deadline).then(resolve, reject), 100);
    });
  });
}

test.beforeAll(async () => {
  expect(existsSync('/etc/nginx/nginx.conf'), "Debian's nginx package is not installed").toBe(true);
  tmp = mkdtempSync(path.join(tmpdir(), 'nginx-owner-'));
  chmodSync(tmp, 0o755); // the stock `user www-data;` workers read the webroot below
  etc = `${tmp}/etc-nginx`;

  // The machine as apt left it: stock nginx.conf, the default site enabled.
  cpSync('/etc/nginx', etc, { recursive: true, verbatimSymlinks: true });
  for (const dir of ['conf.d', 'sites-enabled', 'modules-enabled']) {
    rmSync(`${etc}/${dir}`, { recursive: true, force: true });
    mkdirSync(`${etc}/${dir}`);
  }
  for (const file of ['nginx.conf', 'sites-available/default']) {
    writeFileSync(`${etc}/${file}`, sandboxed(readFileSync(`/etc/nginx/${file}`, 'utf8')));
  }
  symlinkSync(`${etc}/sites-available/default`, `${etc}/sites-enabled/default`);
  mkdirSync(`${tmp}/log`);
  mkdirSync(`${tmp}/www-html/.well-known/acme-challenge`, { recursive: true });
  writeFileSync(`${tmp}/www-html/.well-known/acme-challenge/token-1`, 'challenge-answer');
  // Sandbox only: the stock temp folders live under /var/lib/nginx.
  writeFileSync(
    `${etc}/conf.d/00-test-temp-paths.conf`,
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((d) => `${d}_temp_path ${tmp}/${d};`)
      .join('\n'),
  );

  // What certbot leaves behind, self-signed here.
  const live = `${tmp}/letsencrypt/live/${DOMAIN}`;
  mkdirSync(live, { recursive: true });
  const ssl = spawnSync(
    'openssl',
    [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
      '-subj', `/CN=${DOMAIN}`, '-addext', `subjectAltName=DNS:${DOMAIN}`,
      '-keyout', `${live}/privkey.pem`, '-out', `${live}/fullchain.pem`,
    ], // prettier-ignore
    { encoding: 'utf8' },
  );
  expect(ssl.status, `openssl: ${ssl.stderr}`).toBe(0);
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGQUIT');
    await exited;
  }
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('the README steps on a stock Debian nginx: nginx -t refuses until the default site is off', async () => {
  // Step: copy the file into conf.d (owner edits: the domain, which here stays the placeholder).
  expect(readme).toContain('sudo cp deploy/nginx.conf /etc/nginx/conf.d/smriti.conf');
  writeFileSync(
    `${etc}/conf.d/smriti.conf`,
    sandboxed(readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')),
  );
  // Forgetting the next step fails loudly instead of serving "Welcome to nginx!".
  expect(nginxT()).toMatch(/duplicate default server/);

  // Step: disable the distribution's default site.
  expect(readme).toContain('sudo rm /etc/nginx/sites-enabled/default');
  unlinkSync(`${etc}/sites-enabled/default`);
  // Step: nginx -t.
  expect(readme).toContain('sudo nginx -t');
  expect(nginxT()).toMatch(/test is successful/);

  // Step: reload (here: start it).
  server = spawn(nginx, ['-c', `${etc}/nginx.conf`, '-g', 'daemon off;'], { stdio: 'inherit' });
  await Promise.all([waitForPort(HTTP), waitForPort(HTTPS)]);
  api = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
});

test('HTTPS serves the site, not the distribution page, by name and by address', async () => {
  test.setTimeout(fetchesBudget(routes.length + 3));
  for (const host of [DOMAIN, `127.0.0.1:${HTTPS}`]) {
    const res = await api.get(`https://127.0.0.1:${HTTPS}/`, { headers: { Host: host } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('Welcome to nginx');
    expect(html).toContain(routes[0]?.title ?? 'home page title');
  }
  for (const route of routes) {
    const res = await api.get(`https://127.0.0.1:${HTTPS}${route.path}`, { maxRedirects: 0 });
    if (route.path === '/') expect(res.status()).toBe(200);
    else {
      expect(res.status(), route.path).toBe(301);
      expect(res.headers().location).toBe(`${route.path}/`);
    }
  }
  const missing = await api.get(`https://127.0.0.1:${HTTPS}/nowhere/`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(inHtml(notFoundHeading()));
});

test('HTTPS sends HSTS and the security headers; compressed responses vary on encoding', async () => {
  const res = await api.get(`https://127.0.0.1:${HTTPS}/about/`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  const h = res.headers();
  expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['content-encoding']).toBe('gzip');
  expect(h.vary).toBe('Accept-Encoding');
  expect(h['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('port 80 only redirects to HTTPS, without HSTS, and still answers certbot', async () => {
  for (const p of ['/', '/about/', '/projects/chaaya?from=card']) {
    const res = await api.get(`http://127.0.0.1:${HTTP}${p}`, {
      headers: { Host: DOMAIN },
      maxRedirects: 0,
    });
    expect(res.status(), p).toBe(301);
    expect(res.headers().location).toBe(`https://${DOMAIN}${p}`);
    expect(res.headers()['strict-transport-security']).toBeUndefined();
  }
  const acme = await api.get(`http://127.0.0.1:${HTTP}/.well-known/acme-challenge/token-1`, {
    maxRedirects: 0,
  });
  expect(acme.status()).toBe(200);
  expect(await acme.text()).toBe('challenge-answer');
});

function handshake(args: string[]) {
  return spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${HTTPS}`, ...args], {
    input: '',
    encoding: 'utf8',
    timeout: 10_000,
  });
}

test('TLS 1.2 and 1.3 only, HTTP/2 offered', () => {
  const tls13 = handshake(['-tls1_3', '-alpn', 'h2,http/1.1', '-servername', DOMAIN]);
  expect(tls13.stdout).toMatch(/Protocol\s*:\s*TLSv1\.3|New, TLSv1\.3/);
  expect(tls13.stdout).toContain('ALPN protocol: h2');
  const tls12 = handshake(['-tls1_2', '-servername', DOMAIN]);
  expect(tls12.stdout).toMatch(/Cipher is ECDHE-(RSA|ECDSA)-(AES\d+-GCM-SHA\d+|CHACHA20-POLY1305)/);
  // nginx's own default cipher list would also accept these (no forward secrecy, CBC).
  for (const weak of ['AES128-SHA', 'AES256-SHA256']) {
    const r = handshake(['-tls1_2', '-cipher', weak, '-servername', DOMAIN]);
    expect(r.stdout, weak).not.toContain(`Cipher is ${weak}`);
  }
});

test('nginx -t has no warning about the shipped file', () => {
  expect(readdirSync(`${etc}/conf.d`)).toContain('smriti.conf');
  // (Run unprivileged, nginx warns that the stock `user www-data;` needs root: not ours.)
  const warnings = nginxT()
    .split('\n')
    .filter((l) => l.includes('[warn]') && !l.includes('"user" directive'));
  expect(warnings).toEqual([]);
});
