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
// (every phone does; a bare Debian box does not, and then Chromium draws no Hindi at all), and the
// site fetches its own body face only where the stacks find none of the platforms' faces: the
// specs expect Android's, as most guests have.
let fonts = '';
try {
  fonts = execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
} catch {
  // No fontconfig: not a Linux desktop or CI box; the browser brings its own fallbacks.
  fonts = 'unknown';
}
if (fonts !== 'unknown' && !fonts.includes('Noto Sans Devanagari')) {
  console.error(
    `No Noto Sans Devanagari on this machine (Devanagari faces: ${fonts.trim().split('\n').join(', ') || 'none'}).\n` +
      "  The Hindi specs expect the face most guests' phones have (Android's), which the Hindi\n" +
      '  stacks name. On Debian/Ubuntu: sudo apt-get install fonts-noto-core',
  );
  process.exit(1);
}
