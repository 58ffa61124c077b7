#!/usr/bin/env node
// Serves the fixture calendar feeds on 127.0.0.1 for the e2e sub-path build (scripts/
// build-e2e-subpath.mjs starts it around the build). Each feed is written when it is asked for,
// dated from that day. Like Airbnb, it answers 403 to a request without a User-Agent.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixtureFeeds, todayInIndia } from './fixture-feeds.mjs';

const ports = createRequire(import.meta.url)('../../../scripts/lib/e2e-ports.cjs');

export function startFeedServer(port = ports.feeds) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/__health') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      return res.end('ok');
    }
    if (!req.headers['user-agent']) {
      res.writeHead(403, { 'Content-Type': 'text/plain' });
      return res.end('Forbidden');
    }
    const body = fixtureFeeds(todayInIndia())[url.pathname];
    if (body === undefined) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    const broken = !body.startsWith('BEGIN:VCALENDAR');
    res.writeHead(200, {
      'Content-Type': broken ? 'text/html; charset=utf-8' : 'text/calendar; charset=utf-8',
    });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const server = await startFeedServer();
  console.log(`fixture feeds: http://127.0.0.1:${ports.feeds}/`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
