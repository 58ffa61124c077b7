#!/usr/bin/env node
// The end-to-end suite needs a real Chromium; say how to get one instead of skipping silently.
import { execFileSync } from 'node:child_process';
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
// The Hindi pages are laid out as on a guest's device only where the system has a Devanagari face
// (every phone does; a bare Debian box does not, and then Chromium draws no Hindi at all).
let fonts = '';
try {
  fonts = execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
} catch {
  // No fontconfig: not a Linux desktop or CI box; the browser brings its own fallbacks.
  fonts = 'unknown';
}
if (!fonts.trim()) {
  console.error(
    'No Devanagari font on this machine. On Debian/Ubuntu: sudo apt-get install fonts-lohit-deva',
  );
  process.exit(1);
}
