import vm from 'node:vm';

/*
 * The head script that lets a fresh load lay out only the sections near the screen
 * (scripts/lib/first-paint.cjs, sectionsOnDemand), run against a stand-in page.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const fp = require('../../scripts/lib/first-paint.cjs') as {
  sectionsOnDemand: (html: string) => string;
};

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="stylesheet" href="/_next/static/chunks/a1.css" data-precedence="next"/><script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/turbopack-x.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script></head><body><main><picture class="block"><source type="image/avif" srcSet="/img/hero-480.avif 480w, /img/hero-800.avif 800w" sizes="100vw"/><source type="image/webp" srcSet="/img/hero-480.webp 480w" sizes="100vw"/><img src="/img/hero.jpg" fetchPriority="high"/></picture></main><script>self.__next_f.push([1,"x"])</script></body></html>`;

describe('sectionsOnDemand', () => {
  const withSections = page.replace(
    '</main>',
    '<section class="render-near-screen"></section></main>',
  );

  /** Runs the page's <head> script as a load of `type`, at `hash`; returns the root's attributes. */
  function load(type: string | undefined, hash = '') {
    const html = fp.sectionsOnDemand(withSections);
    const code = /<script>([^<]*data-sections-on-demand[^<]*)<\/script>/.exec(html)?.[1];
    expect(code).toBeDefined();
    const attributes = new Set<string>();
    const listeners: Record<string, () => void> = {};
    const idle: (() => void)[] = [];
    const sections = [new Set<string>(), new Set<string>()];
    const window = {
      requestIdleCallback: (fn: () => void) => idle.push(fn),
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
    };
    vm.runInNewContext(code ?? '', {
      window,
      ...window,
      document: {
        documentElement: {
          setAttribute: (name: string) => attributes.add(name),
          removeAttribute: (name: string) => attributes.delete(name),
          hasAttribute: (name: string) => attributes.has(name),
        },
        querySelectorAll: () => sections.map((s) => ({ setAttribute: (n: string) => s.add(n) })),
      },
      location: { hash },
      performance: { getEntriesByType: () => (type ? [{ type }] : []) },
    });
    return { attributes, listeners, idle, sections };
  }

  it('lays sections out on demand on a fresh load opened at the top', () => {
    expect(load('navigate').attributes.has('data-sections-on-demand')).toBe(true);
  });

  it.each([
    ['a Back from another site', 'back_forward', ''],
    ['a reload', 'reload', ''],
    ['an address with a #place', 'navigate', '#plan-your-stay'],
    ['a browser without navigation timing', undefined, ''],
  ])('lays every section out for %s, which restores a place', (_, type, hash) => {
    expect(load(type, hash).attributes.size).toBe(0);
  });

  it('lays the waiting sections out one per idle moment after the load, then every section', () => {
    const { attributes, listeners, idle, sections } = load('navigate');
    listeners.load?.();
    expect(sections.map((s) => s.has('data-laid-out'))).toEqual([true, false]);
    idle.shift()?.();
    expect(sections.map((s) => s.has('data-laid-out'))).toEqual([true, true]);
    expect(attributes.has('data-sections-on-demand')).toBe(true);
    idle.shift()?.();
    expect(attributes.size).toBe(0);
  });

  it("lays every section out again from the framework's own Back between pages", () => {
    const { attributes, listeners } = load('navigate');
    listeners.popstate?.();
    expect(attributes.size).toBe(0);
  });

  it('leaves a page without such sections as it is', () => {
    expect(fp.sectionsOnDemand(page)).toBe(page);
  });
});
