// BASE_PATH: the folder the site is served from when it is not the host's root, e.g. a GitHub
// Pages project site at https://owner.github.io/smriti/ is built with BASE_PATH=/smriti.
// Read by next.config.mjs and scripts/postbuild.mjs, so both fail the same way on a bad value.

/** '' (served from the root) or '/one/or/more/segments'; throws a message saying how to fix it. */
function parseBasePath(value) {
  if (value === undefined || value === '') return '';
  const fix = 'for example BASE_PATH=/smriti (or leave it unset to serve from the root)';
  if (!value.startsWith('/')) {
    throw new Error(`BASE_PATH "${value}" must start with "/": ${fix}`);
  }
  if (value.endsWith('/')) {
    throw new Error(`BASE_PATH "${value}" must not end with "/": ${fix}`);
  }
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(value)) {
    throw new Error(
      `BASE_PATH "${value}" may only hold path segments of letters, digits, ".", "_", "~" and "-": ${fix}`,
    );
  }
  return value;
}

module.exports = { parseBasePath };
