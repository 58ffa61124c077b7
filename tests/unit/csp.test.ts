/** @jest-environment node */
import { createHash } from 'node:crypto';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const csp = require('../../scripts/lib/csp.cjs') as {
  inlineScripts: (html: string) => string[];
  hashScript: (body: string) => string;
  buildPolicy: (o: {
    scriptHashes: string[];
    frameSrc?: string[];
    connectSrc?: string[];
    formAction?: string[];
  }) => string;
  injectCsp: (html: string, policy: string) => string;
  formOrigins: (html: string) => string[];
};

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/_next/static/a.js" async=""></script></head>
<body><script>self.__next_f.push([1,"a"])</script><script type="application/ld+json">{"@type":"Thing"}</script>
<script type="module">import("/x.js")</script><script nomodule="" src="/polyfill.js"></script></body></html>`;

describe('CSP hashing step', () => {
  it('finds only the inline scripts the browser executes', () => {
    expect(csp.inlineScripts(page)).toEqual(['self.__next_f.push([1,"a"])', 'import("/x.js")']);
  });

  it('hashes a script body as base64 SHA-256 in CSP source syntax', () => {
    const body = 'self.__next_f.push([1,"a"])';
    const expected = createHash('sha256').update(body).digest('base64');
    expect(csp.hashScript(body)).toBe(`'sha256-${expected}'`);
    expect(csp.hashScript('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
  });

  it('builds a strict policy: no unsafe-inline or unsafe-eval for scripts, only listed frames', () => {
    const policy = csp.buildPolicy({
      scriptHashes: ["'sha256-a'", "'sha256-a'", "'sha256-b'"],
      frameSrc: ['https://www.google.com'],
      connectSrc: ['https://www.google.com'],
    });
    const script = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(script).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toContain('frame-src https://www.google.com');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(csp.buildPolicy({ scriptHashes: [] })).toContain("frame-src 'none'");
  });

  it('puts the policy right after the charset, before any script, and replaces an old one', () => {
    const once = csp.injectCsp(page, "default-src 'self'");
    expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('<script'));
    expect(once).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`,
    );
    const twice = csp.injectCsp(once, "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
  });

  it('hashes every inline script of a real exported page so the browser will run them', () => {
    const hashes = csp.inlineScripts(page).map(csp.hashScript);
    const policy = csp.buildPolicy({ scriptHashes: hashes });
    for (const h of hashes) expect(policy).toContain(h);
  });

  it("opens connect-src and form-action to a form's delivery origin only, on the page that has it", () => {
    const form = `<form action="https://formspree.io/f/abc?x=1" method="post"></form>`;
    expect(csp.formOrigins(form)).toEqual(['https://formspree.io']);
    expect(csp.formOrigins(page)).toEqual([]);
    const policy = csp.buildPolicy({
      scriptHashes: [],
      connectSrc: ['https://www.google.com', ...csp.formOrigins(form)],
      formAction: csp.formOrigins(form),
    });
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(name));
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://www.google.com https://formspree.io",
    );
    expect(directive('form-action')).toBe("form-action 'self' https://formspree.io");
    expect(csp.buildPolicy({ scriptHashes: [] })).toContain("form-action 'self';");
  });
});
