#!/usr/bin/env node
// The end-to-end suite needs a real Chromium; say how to get one instead of skipping silently.
import { existsSync } from 'node:fs';
import browser from './lib/chromium.cjs';

const chromium = browser.path;
if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}. The end-to-end tests drive a real browser.\n` +
      '  On Debian/Ubuntu: sudo apt-get install chromium nginx\n' +
      '  Elsewhere: install Chromium and set CHROMIUM_PATH=/path/to/chromium',
  );
  process.exit(1);
}
if (!existsSync(process.env.NGINX ?? '/usr/sbin/nginx')) {
  console.error(
    'No nginx found. On Debian/Ubuntu: sudo apt-get install nginx (or set NGINX=/path/to/nginx)',
  );
  process.exit(1);
}
