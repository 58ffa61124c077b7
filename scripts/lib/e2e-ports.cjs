// Ports of the end-to-end run: the site at the root (E2E_PORT), the sub-path build and the test
// form endpoint beside it. The sub-path build bakes the endpoint's address in, so the build script
// and the Playwright config must agree: both read them here.
const site = Number(process.env.E2E_PORT ?? 4310);
const subpath = Number(process.env.E2E_SUBPATH_PORT ?? site + 10);
const endpoint = Number(process.env.E2E_ENDPOINT_PORT ?? site + 11);
const feeds = Number(process.env.E2E_FEEDS_PORT ?? site + 12);

module.exports = {
  site,
  subpath,
  endpoint,
  feeds,
  /** The sub-path the second build is served under, as on a GitHub Pages project site. */
  basePath: '/smriti',
  /** Where that build's contact form delivers: a test server started by the e2e run. */
  endpointUrl: `http://127.0.0.1:${endpoint}/contact`,
  outDir: 'out-smriti',
  /** The calendar feeds that build reads (tests/e2e/support/feed-server.mjs), as AVAILABILITY_FEEDS. */
  feedList: [
    `premium=http://127.0.0.1:${feeds}/airbnb-premium.ics`,
    `standard=http://127.0.0.1:${feeds}/makemytrip-standard.ics`,
    `http://127.0.0.1:${feeds}/google-house.ics`,
    `http://127.0.0.1:${feeds}/booking-broken.ics`,
  ].join(','),
};
