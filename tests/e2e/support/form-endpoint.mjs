#!/usr/bin/env node
// A real form backend for the end-to-end run, on 127.0.0.1: it accepts the contact form's JSON
// (with the CORS preflight a browser sends for it) and its native form-encoded post, records what
// arrived, and can be told to fail or hang the next submissions. Control (test side only):
//   GET  /__received  → what arrived, in order      POST /__reset {"next":["fail","hang"]}
import http from 'node:http';
import { createRequire } from 'node:module';

const ports = createRequire(import.meta.url)('../../../scripts/lib/e2e-ports.cjs');
const allowedOrigin = `http://127.0.0.1:${ports.subpath}`;
const path = new URL(ports.endpointUrl).pathname;

let received = [];
let next = [];
const hanging = new Set();

const cors = (res) => {
  res.setHeader('Access-Control-Allow-Origin', allowedOrigin);
  res.setHeader('Vary', 'Origin');
};

const readBody = (req) =>
  new Promise((resolve) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const json = (res, status, data) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(data));
};

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/__health') return json(res, 200, { ok: true });
  if (url.pathname === '/__received') return json(res, 200, received);
  if (url.pathname === '/__reset' && req.method === 'POST') {
    const body = JSON.parse((await readBody(req)) || '{}');
    received = [];
    next = Array.isArray(body.next) ? body.next : [];
    for (const r of hanging) r.destroy();
    hanging.clear();
    return json(res, 200, { ok: true });
  }
  if (url.pathname !== path) return json(res, 404, { error: 'not found' });

  if (req.method === 'OPTIONS') {
    // Preflight: only the site's own origin may post JSON here.
    if (req.headers.origin === allowedOrigin) {
      cors(res);
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
      res.setHeader('Access-Control-Max-Age', '0');
    }
    res.writeHead(204);
    return res.end();
  }
  if (req.method !== 'POST') return json(res, 405, { error: 'POST only' });

  const raw = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  const body = type.startsWith('application/json')
    ? JSON.parse(raw)
    : Object.fromEntries(new URLSearchParams(raw));
  received.push({
    contentType: type,
    accept: req.headers.accept ?? '',
    origin: req.headers.origin ?? '',
    body,
  });
  cors(res);
  const mode = next.shift() ?? 'ok';
  if (mode === 'hang') {
    hanging.add(res.socket);
    return;
  }
  if (mode === 'fail') return json(res, 500, { error: 'the test asked for a failure' });
  if (type.startsWith('application/json')) return json(res, 200, { ok: true });
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end('<!doctype html><title>Received</title><h1>Your message arrived.</h1>');
});

server.listen(ports.endpoint, '127.0.0.1', () => {
  console.log(`form endpoint: ${ports.endpointUrl} (CORS for ${allowedOrigin})`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
