// eslint-disable-next-line @typescript-eslint/no-require-imports
const fp = require('../../scripts/lib/first-paint.cjs') as {
  inlineStylesheets: (html: string, readCss: (href: string) => string) => string;
  scriptsAfterFirstPaint: (html: string) => string;
  preloadPriorityImage: (html: string) => string;
};

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="stylesheet" href="/_next/static/chunks/a1.css" data-precedence="next"/><script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/turbopack-x.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script></head><body><main><picture class="block"><source type="image/avif" srcSet="/img/hero-480.avif 480w, /img/hero-800.avif 800w" sizes="100vw"/><source type="image/webp" srcSet="/img/hero-480.webp 480w" sizes="100vw"/><img src="/img/hero.jpg" fetchPriority="high"/></picture></main><script>self.__next_f.push([1,"x"])</script></body></html>`;

describe('inlineStylesheets', () => {
  const css =
    '@font-face{src:url(../media/face.woff2)format("woff2")}.a{background:url("/img/x.png")}.b{background:url(data:image/png;base64,AA)}';
  const html = fp.inlineStylesheets(page, () => css);

  it('puts the stylesheet in the page, with font urls made absolute', () => {
    expect(html).toContain(
      '<style data-href="/_next/static/chunks/a1.css">@font-face{src:url(/_next/static/media/face.woff2)format("woff2")}.a{background:url("/img/x.png")}.b{background:url(data:image/png;base64,AA)}</style>',
    );
  });

  it('keeps the link React hydrates against, disabled so it is never fetched', () => {
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/a1.css" data-precedence="next" disabled=""/>',
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('cannot be closed early by the stylesheet text', () => {
    expect(fp.inlineStylesheets(page, () => '.a{content:"</style><script>"}')).toContain(
      '.a{content:"<\\/style><script>"}</style>',
    );
  });
});

describe('scriptsAfterFirstPaint', () => {
  const html = fp.scriptsAfterFirstPaint(page);

  it('takes the async framework scripts out of <head>', () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    // The legacy polyfill is left as it is: modern browsers never fetch it.
    expect(html).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
  });

  it('starts them from the end of <body>, after the next frame, in their original order', () => {
    const loader = /<script>(\(function\(d,s\)[^<]+)<\/script><\/body>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    // The browser's paint entry, or the task after the next frame where paint timing is missing.
    expect(loader).toContain('new P(go).observe({type:"paint",buffered:true})');
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
    expect(loader).toContain(
      '["/_next/static/chunks/main.js","/_next/static/chunks/turbopack-x.js"]',
    );
  });

  it('leaves a page without framework scripts alone', () => {
    const bare = '<html><head></head><body><p>Hi</p></body></html>';
    expect(fp.scriptsAfterFirstPaint(bare)).toBe(bare);
  });
});

describe('preloadPriorityImage', () => {
  it("announces the priority photo's AVIF candidates in <head>, with the same sizes", () => {
    const html = fp.preloadPriorityImage(page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" type="image/avif" imageSrcSet="/img/hero-480.avif 480w, /img/hero-800.avif 800w" imageSizes="100vw" fetchPriority="high"/>',
    );
  });

  it('adds nothing to a page without a priority photo', () => {
    const plain = page.replace('fetchPriority="high"', 'loading="lazy"');
    expect(fp.preloadPriorityImage(plain)).toBe(plain);
  });
});
