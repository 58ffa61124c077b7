import vm from 'node:vm';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const fp = require('../../scripts/lib/first-paint.cjs') as {
  inlineBoundaries: (html: string) => string;
  inlineStylesheets: (html: string, readCss: (href: string) => string) => string;
  scriptsAfterFirstPaint: (html: string, afterStart?: string) => string;
  inlinePriorityPreview: (html: string, previewOf: (src: string) => string | undefined) => string;
  previewsFrom: (
    manifest: Record<string, { hash: string; preview?: string }>,
  ) => (src: string) => string | undefined;
  renderAfterHero: (html: string) => string;
  webFontsFromSecondView: (html: string) => [string, string];
  pageText: (html: string) => string;
  inUnicodeRange: (range: string, codePoint: number) => boolean;
  FONTS_KEY: string;
  PROBE_WORKER: string;
  PROBE_WORKER_FILE: string;
  firstPaintFirst: (
    html: string,
    readCss: (href: string) => string,
    previewOf?: (src: string) => string | undefined,
    page?: string,
  ) => string;
};

/**
 * Runs an inline loader script against a stand-in browser: performance observers that the test
 * feeds entries to, a clock the test advances, and a record of every script element appended.
 */
function runLoader(
  code: string,
  { hero = true, complete = false, entryTypes = ['paint', 'largest-contentful-paint'] } = {},
) {
  const observers: { type: string; cb: (list: { getEntries: () => unknown[] }) => void }[] = [];
  const timers: { at: number; fn: () => void }[] = [];
  const listeners: Record<string, () => void> = {};
  const started: string[] = [];
  let now = 0;
  const img = {
    complete,
    addEventListener: (type: string, fn: () => void) => (listeners[`img:${type}`] = fn),
  };
  class PerformanceObserver {
    static supportedEntryTypes = entryTypes;
    constructor(private cb: (list: { getEntries: () => unknown[] }) => void) {}
    observe({ type }: { type: string }) {
      observers.push({ type, cb: this.cb });
    }
  }
  const document = {
    readyState: 'interactive',
    querySelector: (sel: string) => (sel === 'img[fetchpriority=high]' && hero ? img : null),
    createElement: () => ({}) as { src?: string },
    head: { appendChild: (e: { src: string }) => started.push(e.src) },
  };
  const sandbox = {
    document,
    window: { PerformanceObserver },
    PerformanceObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }),
    requestAnimationFrame: (fn: () => void) => timers.push({ at: now + 16, fn }),
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    localStorage: new Map<string, string>(),
    fetch: jest.fn(),
  };
  vm.runInNewContext(code, sandbox);
  return {
    started,
    sandbox,
    img,
    emit(type: string, entry: unknown = {}) {
      for (const o of observers.filter((o) => o.type === type)) o.cb({ getEntries: () => [entry] });
    },
    fire: (name: string) => listeners[name]?.(),
    advance(ms: number) {
      now += ms;
      // Timers queued by a timer that ran are due too if their time has come.
      for (let due = timers.find((t) => t.at <= now); due; due = timers.find((t) => t.at <= now)) {
        timers.splice(timers.indexOf(due), 1);
        due.fn();
      }
    },
  };
}

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

  const loaderOf = (h: string) =>
    /<script>(\(function\(d,s\)[^<]+)<\/script><\/body>/.exec(h)?.[1] ?? '';

  it('starts them from the end of <body>, in their original order, after the first paint', () => {
    const run = runLoader(loaderOf(html), { hero: false });
    expect(run.started).toEqual([]);
    run.emit('paint');
    expect(run.started).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/turbopack-x.js',
    ]);
    run.emit('paint');
    expect(run.started).toHaveLength(2);
  });

  it('on a page with a priority photo, waits until that photo is the largest paint', () => {
    const run = runLoader(loaderOf(html));
    run.emit('paint');
    run.emit('largest-contentful-paint', { element: { tagName: 'H1' } });
    expect(run.started).toEqual([]);
    run.emit('largest-contentful-paint', { element: run.img });
    expect(run.started).toHaveLength(2);
  });

  it("takes the photo's load instead, as paint entries stop after the first input", () => {
    const run = runLoader(loaderOf(html));
    run.emit('paint');
    run.fire('img:load');
    expect(run.started).toHaveLength(2);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'])(
    "a visitor's first %s has them start with the paint, without waiting for the photo",
    (type) => {
      const run = runLoader(loaderOf(html));
      run.fire(type);
      // Nothing was painted yet: still waiting.
      expect(run.started).toEqual([]);
      run.emit('paint');
      expect(run.started).toHaveLength(2);
      run.fire('img:load');
      expect(run.started).toHaveLength(2);
    },
  );

  it('never starts before a frame is painted, even when the photo is already there', () => {
    const run = runLoader(loaderOf(html), { complete: true });
    expect(run.started).toEqual([]);
    run.emit('paint');
    expect(run.started).toHaveLength(2);
  });

  it('falls back to the frame after next without paint timing, and to 3 s in a hidden tab', () => {
    const noTiming = runLoader(loaderOf(html), { hero: false, entryTypes: [] });
    noTiming.advance(16);
    expect(noTiming.started).toHaveLength(2);

    const hidden = runLoader(loaderOf(html));
    hidden.advance(2999);
    expect(hidden.started).toEqual([]);
    hidden.advance(1);
    expect(hidden.started).toHaveLength(2);
  });

  it('leaves a page without framework scripts alone', () => {
    const bare = '<html><head></head><body><p>Hi</p></body></html>';
    expect(fp.scriptsAfterFirstPaint(bare)).toBe(bare);
  });
});

describe('inlinePriorityPreview', () => {
  const withWash = page.replace(
    '<img src="/img/hero.jpg" fetchPriority="high"/>',
    '<img src="/img/hero-home.abc123-1200.jpg" fetchPriority="high" style="background-color:#585858;background-image:linear-gradient(#a0a0a0,#585858,#303030)"/>',
  );
  const previewOf = fp.previewsFrom({
    'hero-home': { hash: 'abc123', preview: 'data:image/avif;base64,PREVIEW' },
  });

  it("swaps the priority photo's gradient for the preview from the image manifest", () => {
    const html = fp.inlinePriorityPreview(withWash, previewOf);
    expect(html).toContain(
      'style="background-color:#585858;background-image:url(data:image/avif;base64,PREVIEW)"',
    );
    expect(html).not.toContain('linear-gradient');
  });

  it('keeps the gradient when the manifest has no preview for that build of the photo', () => {
    const stale = fp.previewsFrom({ 'hero-home': { hash: 'ffffff', preview: 'data:x' } });
    expect(fp.inlinePriorityPreview(withWash, stale)).toBe(withWash);
  });
});

describe('renderAfterHero', () => {
  it('holds the first paint until the end of the opening section has been read', () => {
    const withHero = page.replace('</picture>', '</picture><div id="hero-end"></div>');
    const head = fp.renderAfterHero(withHero).split('</head>')[0];
    expect(head).toContain('<link rel="expect" href="#hero-end" blocking="render"/>');
  });

  it('blocks nothing on a page without that section', () => {
    expect(fp.renderAfterHero(page)).toBe(page);
  });
});

describe('webFontsFromSecondView', () => {
  const css =
    '@font-face{font-family:display;src:url(/_next/static/media/d.woff2)format("woff2");font-display:optional}' +
    '@font-face{font-family:display Fallback;src:local(Times New Roman);size-adjust:96%}.a{color:red}';
  const [html, fetchFonts] = fp.webFontsFromSecondView(fp.inlineStylesheets(page, () => css));
  const head = html.split('</head>')[0] ?? '';
  const turnOn = /<style id="web-fonts"[^>]*>[^<]*<\/style><script>([^<]+)<\/script>/.exec(
    head,
  )?.[1];

  it('parks the downloadable faces in a stylesheet that matches no media', () => {
    expect(head).toContain(
      '<style id="web-fonts" media="not all">@font-face{font-family:display;src:url(/_next/static/media/d.woff2)format("woff2");font-display:optional}</style>',
    );
    // The sized local fallback stays active, so the first view is drawn in it.
    expect(head).toMatch(/<style data-href="[^"]+">@font-face\{font-family:display Fallback;/);
  });

  it('turns them on before the first paint only once the files were fetched on an earlier view', () => {
    expect(turnOn).toBeDefined();
    const style = { media: 'not all' };
    const storage = new Map<string, string>();
    const localStorage = { getItem: (k: string) => storage.get(k) ?? null };
    const document = { getElementById: () => style };
    vm.runInNewContext(turnOn ?? '', { localStorage, document });
    expect(style.media).toBe('not all');

    // The loader's follow-up fetches the faces after the load event and keeps the flag.
    const run = runLoader(
      fp
        .scriptsAfterFirstPaint(page, fetchFonts)
        .match(/<script>(\(function\(d,s\)[^<]+)<\/script>/)?.[1] ?? '',
      { hero: false },
    );
    const fetched: string[] = [];
    const kept = new Map<string, string>();
    Object.assign(run.sandbox, {
      localStorage: {
        getItem: (k: string) => kept.get(k) ?? null,
        setItem: (k: string, v: string) => kept.set(k, v),
      },
      fetch: (u: string) => {
        fetched.push(u);
        return Promise.resolve({ ok: true, blob: () => Promise.resolve(null) });
      },
    });
    run.emit('paint');
    expect(fetched).toEqual([]);
    run.fire('load');
    expect(fetched).toEqual(['/_next/static/media/d.woff2']);
    return Promise.resolve()
      .then(() => new Promise((r) => setTimeout(r, 0)))
      .then(() => {
        expect(kept.get(fp.FONTS_KEY)).toMatch(/^[0-9a-f]{8}$/);
        storage.set(fp.FONTS_KEY, kept.get(fp.FONTS_KEY) ?? '');
        vm.runInNewContext(turnOn ?? '', { localStorage, document });
        expect(style.media).toBe('all');
      });
  });
});

describe('webFontsFromSecondView with Latin and Devanagari faces', () => {
  // As the build writes them: the Latin faces without a range, the Devanagari ones with one.
  const range = 'U+901-903,U+905-939,U+93C-94D,U+950,U+958-970,U+200C-200D,U+25CC';
  const css =
    '@font-face{font-family:display;src:url(/m/display.woff2)format("woff2");font-display:optional}' +
    '@font-face{font-family:body;src:url(/m/body.woff2)format("woff2");font-display:optional}' +
    `@font-face{unicode-range:${range};font-family:devaDisplay;src:url(/m/tiro.woff2)format("woff2");font-display:optional}` +
    `@font-face{unicode-range:${range};font-family:devaBody;src:url(/m/noto.woff2)format("woff2");font-display:optional}`;
  const pageIn = (lang: string, main: string) =>
    page
      .replace('<html>', `<html lang="${lang}">`)
      .replace('<main>', `<main><h1>${main}</h1><p>${main}</p>`);
  const english = pageIn('en', 'Heritage stays in the hills');
  const hindi = pageIn('hi', 'पहाड़ों में विरासत के घर <span lang="en">Smriti</span>');
  // The computed stacks of the site's headings and body text.
  const HEADING =
    'display, "display Fallback", devaDisplay, Georgia, "Noto Serif Devanagari", "Kokila", serif';
  const BODY =
    'body, "body Fallback", system-ui, Arial, "Noto Sans Devanagari", sans-serif, devaBody';

  /** The rewritten page, its style elements by id, and its two scripts. */
  function rewrite(source: string) {
    const [html, fetchFonts] = fp.webFontsFromSecondView(fp.inlineStylesheets(source, () => css));
    const head = html.split('</head>')[0] ?? '';
    const styles = Object.fromEntries(
      [...head.matchAll(/<style id="(web-fonts[^"]*)" media="not all">([^<]*)<\/style>/g)].map(
        (m) => [m[1], m[2]],
      ),
    );
    const turnOnCode = /<\/style><script>([^<]+)<\/script>/.exec(head)?.[1] ?? '';
    const loader =
      fp
        .scriptsAfterFirstPaint(source, fetchFonts)
        .match(/<script>(\(function\(d,s\)[^<]+)<\/script>/)?.[1] ?? '';
    return { styles, turnOnCode, loader, fetchFonts };
  }
  /** The id of the stylesheet holding the face of this family. */
  const styleOf = (styles: Record<string, string>, family: string) =>
    Object.keys(styles).find((id) => styles[id]?.includes(`font-family:${family};`)) ?? '';

  /** Runs the head script against this storage: the ids of the stylesheets it turned on. */
  function turnOn(code: string, storage: Map<string, string>) {
    const on: string[] = [];
    vm.runInNewContext(code, {
      localStorage: { getItem: (k: string) => storage.get(k) ?? null },
      document: {
        getElementById: (id: string) => ({
          set media(v: string) {
            if (v === 'all') on.push(id);
          },
        }),
      },
    });
    return on;
  }

  /**
   * Runs the loader through paint and load in a stand-in browser whose page text is set in the
   * stacks given, on a device whose own fonts are `system` (a family there ends the walk down a
   * stack, as a font that has the letters would). The probe's worker is the real one, run against
   * a stand-in canvas that walks each measured stack the same way. Returns the URLs requested, by
   * fetch() or by a face the measuring reached; `storage` gets the flags. `probes`, when given, is
   * how many times the page's text must have been walked.
   */
  async function afterLoad(
    loader: string,
    storage: Map<string, string>,
    {
      system = [] as string[],
      texts = [] as [string, string][],
      fail = [] as string[],
      fontFace = true,
      canvasTakesStacks = true,
      probes: walksExpected = undefined as number | undefined,
    } = {},
  ) {
    const run = runLoader(loader, { hero: false });
    const requested: string[] = [];
    const load = (url: string) => {
      requested.push(url);
      return fail.includes(url) ? Promise.reject(new Error(url)) : Promise.resolve();
    };
    class FontFace {
      status = 'unloaded';
      loaded: Promise<unknown> = new Promise(() => {});
      url: string;
      constructor(
        public family: string,
        src: string,
      ) {
        this.url = /url\((.+)\)/.exec(src)?.[1] ?? '';
      }
    }
    /** Measuring text in a stack: walks it until a family has the letters. */
    function measure(font: string, faces: FontFace[]) {
      const stack = font
        .replace(/^16px /, '')
        .split(',')
        .map((f) => f.trim().replace(/^"|"$/g, ''));
      // Generic families stay keywords in the copy: quoted, they would name a font instead.
      for (const generic of ['serif', 'sans-serif', 'system-ui'])
        expect(font).not.toContain(`"${generic}"`);
      for (const family of stack) {
        if (system.includes(family)) return;
        const face = faces.find((f) => f.family === family);
        if (face) {
          if (face.status === 'unloaded') {
            face.status = 'loading';
            face.loaded = load(face.url);
          }
          return;
        }
      }
    }
    /** The probe's worker: its own font set and canvas, and the page's messages both ways. */
    const workers: { url: string; terminated: boolean }[] = [];
    class Worker {
      terminated = false;
      onmessage: ((m: { data: unknown }) => void) | null = null;
      onerror: (() => void) | null = null;
      private scope: { onmessage?: (m: { data: unknown }) => void; [name: string]: unknown };
      constructor(public url: string) {
        workers.push(this);
        const faces: FontFace[] = [];
        // A canvas keeps its font when given one it cannot read, as browsers do.
        let font = '10px sans-serif';
        const context = {
          get font() {
            return font;
          },
          set font(value: string) {
            if (canvasTakesStacks) font = value;
          },
          lang: 'inherit',
          measureText: (text: string) => (measure(font, faces), { width: text.length }),
        };
        // The worker's global: what its script assigns (its onmessage) lands here.
        this.scope = {
          self: { fonts: { add: (f: FontFace) => faces.push(f) } },
          FontFace,
          OffscreenCanvas: class {
            getContext = () => context;
          },
          postMessage: (data: unknown) => setTimeout(() => this.onmessage?.({ data }), 0),
        };
        vm.runInNewContext(fp.PROBE_WORKER, this.scope);
      }
      postMessage(data: unknown) {
        const clone = JSON.parse(JSON.stringify(data)) as unknown;
        setTimeout(() => this.scope.onmessage?.({ data: clone }), 0);
      }
      terminate() {
        this.terminated = true;
      }
    }
    let walks = 0;
    const document = run.sandbox.document as Record<string, unknown>;
    Object.assign(document, {
      readyState: 'complete',
      // A face added to the page's own document restyles and lays out all of its text again.
      fonts: {
        add: () => {
          throw new Error("a face was added to the page's own document");
        },
      },
      body: { appendChild: () => {} },
      createTreeWalker: () => {
        walks++;
        const nodes = texts.map(([data, fontFamily]) => ({
          data,
          parentElement: { tagName: 'P', fontFamily, closest: () => ({ lang: 'hi' }) },
        }));
        let i = -1;
        return {
          nextNode: () => nodes[++i] ?? null,
          get currentNode() {
            return nodes[i];
          },
        };
      },
      // A frame of the page's own for the probe would cost a document and a script context.
      createElement: (tag: string) => {
        if (tag === 'iframe') throw new Error('the probe made a frame');
        return {};
      },
    });
    Object.assign(run.sandbox, {
      window: {
        ...(run.sandbox.window as object),
        ...(fontFace && { FontFace, Worker, OffscreenCanvas: class {} }),
      },
      Worker,
      performance: { now: () => 0 },
      getComputedStyle: (e: { fontFamily: string }) => ({ fontFamily: e.fontFamily }),
      localStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => storage.set(k, v),
      },
      fetch: (u: string) =>
        load(u).then(
          () => ({ ok: true, blob: () => Promise.resolve(null) }),
          () => ({ ok: false }),
        ),
    });
    run.emit('paint');
    run.advance(1);
    for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
    run.advance(1);
    for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
    // The worker is loaded from beside the faces, and let go once every face has its answer.
    for (const w of workers) {
      expect(w.url).toBe(`/m/${fp.PROBE_WORKER_FILE}`);
      if (fail.length === 0) expect(w.terminated).toBe(true);
    }
    if (walksExpected !== undefined) expect(walks).toBe(walksExpected);
    return requested;
  }
  const hindiTexts: [string, string][] = [
    ['पहाड़ों में विरासत के घर', HEADING],
    ['पहाड़ों में विरासत के घर', BODY],
  ];

  it('parks the Latin faces together and each Devanagari face in a stylesheet of its own', () => {
    for (const source of [english, hindi]) {
      const { styles } = rewrite(source);
      const ids = Object.keys(styles);
      expect(ids).toHaveLength(3);
      expect(ids[0]).toBe('web-fonts');
      expect(styles['web-fonts']?.match(/@font-face/g)).toHaveLength(2);
      expect(styles['web-fonts']).not.toContain('unicode-range');
      for (const family of ['devaDisplay', 'devaBody'])
        expect(styleOf(styles, family)).toMatch(/^web-fonts-[0-9a-f]{8}$/);
    }
  });

  it('an English page fetches the Latin faces only, and carries no probe', async () => {
    const storage = new Map<string, string>();
    const { loader, fetchFonts } = rewrite(english);
    expect(fetchFonts).not.toContain('smriti-probe');
    // No "<" in either page's script: tools (and these tests) find it by reading to the next tag.
    expect(fetchFonts + rewrite(hindi).fetchFonts).not.toContain('<');
    expect(await afterLoad(loader, storage)).toEqual(['/m/display.woff2', '/m/body.woff2']);
    expect([...storage.keys()]).toEqual([fp.FONTS_KEY]);
  });

  it('a Hindi page on a device with no Devanagari font fetches both Devanagari faces', async () => {
    const storage = new Map<string, string>();
    const { loader, turnOnCode } = rewrite(hindi);
    expect(await afterLoad(loader, storage, { texts: hindiTexts })).toEqual([
      '/m/display.woff2',
      '/m/body.woff2',
      '/m/tiro.woff2',
      '/m/noto.woff2',
    ]);
    expect(storage.size).toBe(3);
    // The next page, in either language, turns all three stylesheets on.
    expect(turnOn(turnOnCode, storage)).toHaveLength(3);
    expect(turnOn(rewrite(english).turnOnCode, storage)).toHaveLength(3);
  });

  it('where the system has Devanagari, the body face is never fetched nor turned on', async () => {
    const { loader, turnOnCode, styles } = rewrite(hindi);
    // Named, or (Android, Linux) the generic family resolved for Hindi text to the system's font.
    for (const system of [['Noto Sans Devanagari', 'Noto Serif Devanagari'], ['sans-serif']]) {
      const storage = new Map<string, string>();
      expect(await afterLoad(loader, storage, { system, texts: hindiTexts })).toEqual([
        '/m/display.woff2',
        '/m/body.woff2',
        '/m/tiro.woff2',
      ]);
      expect(turnOn(turnOnCode, storage).sort()).toEqual(
        ['web-fonts', styleOf(styles, 'devaDisplay')].sort(),
      );
      // The answer is noted for this build's file, so the next Hindi page neither fetches nor
      // asks again: only a visitor's first Hindi page pays for the probe.
      expect([...storage.keys()].filter((k) => k.endsWith(':own'))).toHaveLength(1);
      expect(await afterLoad(loader, storage, { system, texts: hindiTexts, probes: 0 })).toEqual(
        [],
      );
      // A new build's file is a new question.
      const rebuilt = new Map([...storage].map(([k, v]) => [k, k.endsWith(':own') ? 'old' : v]));
      expect(await afterLoad(loader, rebuilt, { system, texts: hindiTexts, probes: 1 })).toEqual(
        [],
      );
    }
  });

  it('a page whose Hindi is all body text leaves the heading face for a page that needs it', async () => {
    const storage = new Map<string, string>();
    const { loader } = rewrite(hindi);
    const texts: [string, string][] = [['विरासत', BODY]];
    expect(await afterLoad(loader, storage, { texts })).toEqual([
      '/m/display.woff2',
      '/m/body.woff2',
      '/m/noto.woff2',
    ]);
    // No heading text, no answer about the heading face: nothing is noted for it.
    expect([...storage.keys()].filter((k) => k.endsWith(':own'))).toEqual([]);
    expect(await afterLoad(loader, storage, { texts: hindiTexts })).toEqual(['/m/tiro.woff2']);
  });

  it('a visitor who has read only English pages gets the Latin faces on a Hindi page, and the Devanagari ones from the next', async () => {
    const storage = new Map<string, string>();
    await afterLoad(rewrite(english).loader, storage);
    const { loader, turnOnCode } = rewrite(hindi);
    // Turning the Devanagari rules on now would have the browser fetch them during this view.
    expect(turnOn(turnOnCode, storage)).toEqual(['web-fonts']);
    expect(await afterLoad(loader, storage, { texts: hindiTexts })).toEqual([
      '/m/tiro.woff2',
      '/m/noto.woff2',
    ]);
    expect(turnOn(turnOnCode, storage)).toHaveLength(3);
  });

  it('keeps no flag for a face whose file did not arrive, and tries it again on the next page', async () => {
    const storage = new Map<string, string>();
    const { loader, turnOnCode, styles } = rewrite(hindi);
    await afterLoad(loader, storage, { texts: hindiTexts, fail: ['/m/noto.woff2'] });
    expect(turnOn(turnOnCode, storage).sort()).toEqual(
      ['web-fonts', styleOf(styles, 'devaDisplay')].sort(),
    );
    expect(await afterLoad(loader, storage, { texts: hindiTexts })).toEqual(['/m/noto.woff2']);
  });

  it('notes nothing when the canvas would not take a stack, and asks again on the next page', async () => {
    const storage = new Map<string, string>();
    const { loader, turnOnCode } = rewrite(hindi);
    const system = ['Noto Sans Devanagari'];
    const texts = hindiTexts;
    expect(await afterLoad(loader, storage, { system, texts, canvasTakesStacks: false })).toEqual([
      '/m/display.woff2',
      '/m/body.woff2',
    ]);
    // Not "the device has its own": a wrong note would keep the face away for good.
    expect([...storage.keys()]).toEqual([fp.FONTS_KEY]);
    expect(turnOn(turnOnCode, storage)).toEqual(['web-fonts']);
    expect(await afterLoad(loader, storage, { system, texts, probes: 1 })).toEqual([
      '/m/tiro.woff2',
    ]);
  });

  it('fetches the faces outright where the browser has no FontFace', async () => {
    const storage = new Map<string, string>();
    expect(
      await afterLoad(rewrite(hindi).loader, storage, { texts: hindiTexts, fontFace: false }),
    ).toEqual(['/m/display.woff2', '/m/body.woff2', '/m/tiro.woff2', '/m/noto.woff2']);
  });

  it('a language switch marked as Hindi does not make an English page fetch Devanagari', () => {
    const withSwitch = english.replace(
      '</main>',
      '<nav><a href="/hi/" hreflang="hi" lang="hi">हिन्दी</a></nav></main>',
    );
    expect(rewrite(withSwitch).fetchFonts).not.toContain('smriti-probe');
    // Unmarked, the label is Hindi text on the page.
    const unmarked = withSwitch.replace(' lang="hi"', '');
    expect(rewrite(unmarked).fetchFonts).toContain('smriti-probe');
  });
});

describe('pageText', () => {
  it('is the text of the body in the page language, without scripts, styles or tags', () => {
    const html =
      '<html lang="en"><head><title>शीर्षक</title></head><body><h1 class="x">Rooms</h1>' +
      '<script>self.__next_f.push([1,"कमरे"])</script><style>.a{content:"क"}</style>' +
      '<p>Say <i lang="hi">नमस्ते</i> <span lang="en-GB">colour</span> &#x915;</p></body></html>';
    expect(fp.pageText(html).replace(/\s+/g, ' ').trim()).toBe('Rooms Say colour क');
  });

  it('keeps every part when the page declares no language', () => {
    expect(fp.pageText('<body><p lang="hi">नमस्ते</p></body>')).toContain('नमस्ते');
  });
});

describe('inUnicodeRange', () => {
  it('reads ranges as the minifier writes them, single points and wildcards', () => {
    const range = 'U+901-903, U+950,u+25cc, U+4??';
    expect(
      [0x900, 0x901, 0x903, 0x904, 0x950, 0x25cc, 0x400, 0x4ff, 0x500].map((c) =>
        fp.inUnicodeRange(range, c),
      ),
    ).toEqual([false, true, true, false, true, true, true, true, false]);
  });
});

describe('inlineBoundaries', () => {
  // The shape React writes for a boundary whose content came later: an empty slot in place, the
  // content in a hidden div near the end, and a script that moves it (the first one also defines
  // the movers, with a `<` in their code).
  const mover = (n: string, first = false) =>
    `<script>${first ? '$RB=[];$RV=function(a){for(var b=0;b<a.length;b+=2){}};\n$RC=function(a,b){$RB.push(a,b)};' : ''}$RC("B:${n}","S:${n}")</script>`;
  const clock = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';
  const slot = (n: string) => `<!--$?--><template id="B:${n}"></template><!--/$-->`;
  const hidden = (n: string, content: string) => `<div hidden id="S:${n}">${content}</div>`;
  const shell = (main: string, tail: string) =>
    `<!DOCTYPE html><html><head></head><body><main>${main}</main>${tail}<script>self.__next_f.push([1,"x"])</script></body></html>`;

  it('puts each section in its slot, in order, as a boundary that has arrived', () => {
    const html = shell(
      `${slot('0')}<!--$--><p>inline</p><!--/$-->${slot('1')}`,
      `${hidden('0', '<section><div>Hero</div></section>')}${mover('0', true)}` +
        `${hidden('1', '<section>Rooms</section>')}${mover('1')}${clock}`,
    );
    const out = fp.inlineBoundaries(html);
    expect(out).toBe(
      shell(
        '<!--$--><section><div>Hero</div></section><!--/$--><!--$--><p>inline</p><!--/$-->' +
          '<!--$--><section>Rooms</section><!--/$-->',
        '',
      ),
    );
  });

  it('fills slots inside other sections, and counts their ids past 9 as the framework does', () => {
    const html = shell(
      slot('a'),
      `${hidden('b', '<p>inner</p>')}${mover('b', true)}` +
        `${hidden('a', `<section>${slot('b')}</section>`)}${mover('a')}`,
    );
    expect(fp.inlineBoundaries(html)).toBe(
      shell('<!--$--><section><!--$--><p>inner</p><!--/$--></section><!--/$-->', ''),
    );
  });

  it('leaves a slot whose content is not where it looks, and a page without slots, alone', () => {
    const moved = shell(
      slot('0'),
      `<div hidden="" id="S:0"><p>x</p></div>${mover('0', true)}${clock}`,
    );
    expect(fp.inlineBoundaries(moved)).toBe(moved);
    const plain = shell('<!--$--><p>inline</p><!--/$-->', '');
    expect(fp.inlineBoundaries(plain)).toBe(plain);
  });

  it('stops the build naming the page when the sections cannot be put in place', () => {
    const moved = page.replace(
      '</main>',
      `${slot('0')}</main><div hidden="" id="S:0"><p>x</p></div>${mover('0', true)}`,
    );
    expect(() =>
      fp.firstPaintFirst(
        moved,
        () => '',
        () => undefined,
        'media/index.html',
      ),
    ).toThrow(/sections in place on media\/index\.html/);
  });
});

describe('firstPaintFirst', () => {
  const css = '@font-face{font-family:a;src:url(../media/a.woff2)}body{color:red}';
  const read = () => css;
  const withHero = page.replace('</main>', '<div id="hero-end"></div></main>');

  it('rewrites a page the way the framework writes it today', () => {
    const out = fp.firstPaintFirst(withHero, read, () => undefined, 'index.html');
    expect(out).toContain('<style data-href="/_next/static/chunks/a1.css">');
    expect(out).toContain('<link rel="expect" href="#hero-end" blocking="render"/>');
    expect(out).not.toMatch(/<script\b[^>]*\basync\b/);
  });

  // Each is a plausible change of the framework's markup that one rewrite would no longer match.
  it.each([
    ['inline stylesheets', (h: string) => h.replace(' data-precedence="next"', '')],
    [
      'scripts after the first paint',
      (h: string) => h.replaceAll(' async=""></script>', ' async></script>'),
    ],
    ['render after the hero', (h: string) => h.replace(/<meta name="viewport"[^>]*\/>/, '')],
  ])('stops the build naming the page when %s finds nothing to rewrite', (name, change) => {
    expect(() =>
      fp.firstPaintFirst(change(withHero), read, () => undefined, 'about/index.html'),
    ).toThrow(new RegExp(`${name}.*on about/index\\.html`));
  });

  it('stops the build when the web fonts are not where the rewrite looks for them', () => {
    const spaced = '@font-face {font-family:a;src:url(../media/a.woff2)}';
    expect(() =>
      fp.firstPaintFirst(
        withHero,
        () => spaced,
        () => undefined,
        'x.html',
      ),
    ).toThrow(/web fonts from the second view on x\.html/);
  });

  it('stops the build when the manifest has a preview the page could not take', () => {
    const noBlur = withHero;
    expect(() =>
      fp.firstPaintFirst(noBlur, read, () => 'data:image/avif;base64,AAAA', 'x.html'),
    ).toThrow(/priority photo preview on x\.html/);
  });

  it('asks nothing of a page that has no stylesheet, scripts, photo or hero', () => {
    const bare = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>';
    expect(fp.firstPaintFirst(bare, read, () => undefined, 'bare.html')).toBe(bare);
  });
});
