#!/usr/bin/env node
// Runs Debian's nginx in the foreground with deploy/nginx.conf, pointed at out/ on a local port:
// the end-to-end suite's server (Playwright's webServer) and the bench's. With BASE_PATH (and
// OUT_DIR) it serves a sub-path build under that path, as the README's nginx sub-path steps do:
// the build sits in a folder named like the path inside the root, and 404s use its 404.html.
import { spawn, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { httpsSite, plainHttpSite } from './lib/nginx-site.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.env.OUT_DIR ?? path.join(root, 'out'));
const port = Number(process.env.E2E_PORT ?? 4310);
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
const { parseBasePath } = createRequire(import.meta.url)('./lib/parse-base-path.cjs');
const basePath = parseBasePath(process.env.BASE_PATH);

if (spawnSync(nginx, ['-v']).error) {
  console.error(
    `nginx not found at ${nginx}. On Debian: apt-get install nginx (or set NGINX=/path/to/nginx).`,
  );
  process.exit(1);
}
if (!existsSync(path.join(out, 'index.html'))) {
  console.error(`${out}/index.html not found: run \`npm run build\` first.`);
  process.exit(1);
}

const tmp = mkdtempSync(path.join(tmpdir(), 'nginx-site-'));
for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(tmp, d));

let docroot = out;
if (basePath) {
  // <root>/smriti → the build: the same layout as copying out/ to /var/www/site/smriti.
  docroot = path.join(root, '.tmp', `nginx-www-${port}`);
  rmSync(docroot, { recursive: true, force: true });
  mkdirSync(path.dirname(path.join(docroot, basePath)), { recursive: true });
  symlinkSync(out, path.join(docroot, basePath));
}

// The shipped HTTPS server's rules on a plain-HTTP port (see scripts/lib/nginx-site.mjs), or with
// NGINX_TLS=1 the server as deployed, TLS and HTTP/2, behind a throwaway self-signed certificate
// (the bench: a page's requests then share one connection, as they do on the owner's server or
// a CDN).
const tls = process.env.NGINX_TLS === '1';
const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
const at = { listen: `127.0.0.1:${port}`, root: docroot };
let site;
if (tls) {
  const certificate = path.join(tmp, 'cert.pem');
  const key = path.join(tmp, 'key.pem');
  const request = '-x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1'.split(' ');
  const made = spawnSync('openssl', ['req', ...request, '-keyout', key, '-out', certificate], {
    encoding: 'utf8',
  });
  if (made.error || made.status !== 0) {
    console.error(`openssl could not make a certificate: ${made.error?.message ?? made.stderr}`);
    process.exit(1);
  }
  site = httpsSite(conf, { ...at, certificate, key });
} else {
  site = plainHttpSite(conf, at);
}
if (basePath) {
  site = site
    .replace(/^(\s*)error_page\s+404\s+\/404\.html;/m, `$1error_page 404 ${basePath}/404.html;`)
    .replace(/~\^\//g, `~^${basePath}/`);
}
writeFileSync(path.join(tmp, 'site.conf'), site);

const mime = ['/etc/nginx/mime.types'].find(existsSync);
writeFileSync(
  path.join(tmp, 'nginx.conf'),
  `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
events { worker_connections 1024; }
http {
  ${mime ? `include ${mime};` : ''}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${tmp}/client_body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  include ${tmp}/site.conf;
}
`,
);

console.log(
  `nginx: serving ${out} at http${tls ? 's' : ''}://127.0.0.1:${port}${basePath}/ with deploy/nginx.conf`,
);
const child = spawn(nginx, ['-c', path.join(tmp, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
