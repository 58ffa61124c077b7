#!/usr/bin/env node
// `npm start`'s server: plain Node, behaving like nginx or a CDN serving out/ with the shipped
// config (directory index, /dir -> /dir/ redirect, 404.html with status 404, no rewrites).
// The npm servers tried do not: `serve` (serve-handler) gives a folder's index.html only with
// clean URLs, drops the query from its redirect and sends unknown paths 301 to a slash;
// http-server redirects with 302 and answers /page from page.html; sirv serves clean URLs.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html not found; run \`npm run build\` first.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  // The site's own calendar (calendar/chaaya.ics), as deploy/nginx.conf serves it.
  '.ics': 'text/calendar; charset=utf-8',
};

function send(res, status, file) {
  res.writeHead(status, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(res);
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    // A malformed address names no file.
    return send(res, 404, path.join(root, '404.html'));
  }
  // Normalising a rooted path drops every `..`, so this stays inside root.
  const file = path.join(root, path.normalize(pathname));
  const stat = existsSync(file) ? statSync(file) : undefined;
  if (stat?.isFile()) return send(res, 200, file);
  if (stat?.isDirectory()) {
    if (!pathname.endsWith('/')) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
      return res.end();
    }
    const index = path.join(file, 'index.html');
    if (existsSync(index)) return send(res, 200, index);
  }
  send(res, 404, path.join(root, '404.html'));
}).listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}/`);
});
