// The one Chromium every script drives (tests, bench, screenshots) and the flags it starts with.
// Test tools cannot download a browser on these machines, so it is Debian's unless CHROMIUM_PATH
// names another; the flags keep it from calling home, so a run measures and tests only our pages.
const path = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { path, flags };
