// Derives the test harness's sites from deploy/nginx.conf: a plain-HTTP one for the browser
// tests, and an HTTPS one with a throwaway certificate for the bench.
//
// The shipped file has a port-80 server that only redirects and an HTTPS server that holds every
// site rule. Browser tests need the site itself on a plain-HTTP local port, so this keeps the
// file's http-level maps and the HTTPS server block verbatim, and changes only what ties that
// block to the deployment: its listen lines (one local port instead), its root (out/) and the
// ssl_* lines (they name certificate files that exist only on the server). HSTS then drops out by
// itself, since the shipped config sends it only when $scheme is https. The whole file, TLS and
// the redirect included, is run as it ships by tests/e2e/deploy.spec.ts.

/** Splits a config into top-level `server { ... }` blocks and the text between them. */
function serverBlocks(conf) {
  const blocks = [];
  const re = /^server\s*\{/gm;
  let m;
  while ((m = re.exec(conf))) {
    let depth = 0;
    let i = m.index + m[0].length - 1;
    for (; i < conf.length; i++) {
      if (conf[i] === '{') depth++;
      else if (conf[i] === '}' && --depth === 0) break;
    }
    blocks.push({ start: m.index, end: i + 1, text: conf.slice(m.index, i + 1) });
    re.lastIndex = i + 1;
  }
  return blocks;
}

/**
 * The shipped HTTPS server block on one local address, with the http-level config around it. The
 * first listen line is kept (the IPv6 twin and default_server belong to the deployment); with
 * `tls` it keeps the file's own flags (ssl, http2) and the given certificate replaces the
 * server's, without it the ssl_* lines go.
 */
function localSite(conf, { listen, root, tls }) {
  const blocks = serverBlocks(conf);
  const https = blocks.find((b) => /^\s*listen\s+[^;]*\bssl\b/m.test(b.text));
  if (!https) throw new Error('deploy/nginx.conf: no HTTPS server block (listen ... ssl)');
  let outside = conf;
  for (const b of [...blocks].reverse()) outside = outside.slice(0, b.start) + outside.slice(b.end);

  let listened = false;
  const server = https.text
    .split('\n')
    .flatMap((line) => {
      const listenLine = /^(\s*)listen\s+\S+((?:\s+(?:ssl|http2))*)[^;]*;/.exec(line);
      if (listenLine) {
        if (listened) return [];
        listened = true;
        return [`${listenLine[1]}listen ${listen}${tls ? listenLine[2] : ''};`];
      }
      if (!tls && /^\s*ssl_\w+\s/.test(line)) return [];
      const kept = line.replace(/^(\s*)root\s+[^;]+;/, `$1root ${root};`);
      if (!tls) return [kept];
      return [
        kept
          .replace(/^(\s*)ssl_certificate\s+[^;]+;/, `$1ssl_certificate ${tls.certificate};`)
          .replace(/^(\s*)ssl_certificate_key\s+[^;]+;/, `$1ssl_certificate_key ${tls.key};`),
      ];
    })
    .join('\n');
  return `${outside.trim()}\n\n${server}\n`;
}

/**
 * @param {string} conf deploy/nginx.conf
 * @param {{ listen: string, root: string }} at e.g. `127.0.0.1:4310` and the absolute out/ path
 */
export function plainHttpSite(conf, { listen, root }) {
  return localSite(conf, { listen, root });
}

/**
 * The shipped HTTPS server as a visitor meets it (TLS, and HTTP/2 where the file asks for it), on
 * one local address, with the given certificate in place of the server's.
 * @param {string} conf deploy/nginx.conf
 * @param {{ listen: string, root: string, certificate: string, key: string }} at
 */
export function httpsSite(conf, { listen, root, certificate, key }) {
  return localSite(conf, { listen, root, tls: { certificate, key } });
}
