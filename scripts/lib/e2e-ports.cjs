// Ports of the end-to-end run: the site at the root (E2E_PORT), the sub-path build and the test
// form endpoint beside it. The sub-path build bakes the endpoint's address in, so the build script
// and the Playwright config must agree: both read them here.
const site = Number(process.env.E2E_PORT ?? 4310);
const subpath = Number(process.env.E2E_SUBPATH_PORT ?? site + 10);
const endpoint = Number(process.env.E2E_ENDPOINT_PORT ?? site + 11);

module.exports = {
  site,
  subpath,
  endpoint,
  /** The sub-path the second build is served under, as on a GitHub Pages project site. */
  basePath: '/smriti',
  /** Where that build's contact form delivers: a test server started by the e2e run. */
  endpointUrl: `http://127.0.0.1:${endpoint}/contact`,
  outDir: 'out-smriti',
};
