// Content-Security-Policy for the exported pages. Next's export inlines small scripts (the RSC
// payload) in every page; instead of 'unsafe-inline' each page gets a policy listing the SHA-256
// of exactly the inline scripts it contains.
const { createHash } = require('node:crypto');

const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script the browser would execute (not src=, not JSON data blocks). */
function inlineScripts(html) {
  const found = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT_RE)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = (/\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    found.push(body);
  }
  return found;
}

function hashScript(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The page's policy. frame-ancestors is header-only (meta ignores it); the deploy configs send it. */
function buildPolicy({ scriptHashes, frameSrc = [], connectSrc = [], formAction = [] }) {
  const unique = [...new Set(scriptHashes)];
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connectSrc]],
    ['frame-src', frameSrc.length ? frameSrc : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...formAction]],
    ['manifest-src', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Origins the page's forms post to (the contact form's delivery endpoint, when one is set): the
 * page may fetch them and submit to them, and nothing wider is opened.
 */
function formOrigins(html) {
  const origins = new Set();
  for (const [, action] of html.matchAll(/<form\b[^>]*\baction="([^"]+)"/gi)) {
    if (URL.canParse(action)) origins.add(new URL(action).origin);
  }
  return [...origins];
}

/** Puts the policy in a <meta> right after the charset, before any script can run. */
function injectCsp(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const without = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/?>/i, '');
  const charset = /<meta charSet="utf-8"\s*\/?>/i;
  if (charset.test(without)) return without.replace(charset, (m) => m + meta);
  if (/<head>/i.test(without)) return without.replace(/<head>/i, (m) => m + meta);
  throw new Error('injectCsp: no <head> to put the policy in');
}

module.exports = { inlineScripts, hashScript, buildPolicy, injectCsp, formOrigins };
