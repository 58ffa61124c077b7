/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  failingAudits,
  formatTable,
  localAssetPath,
  median,
  medianSummary,
  ratio,
  routePathsFromSource,
  scriptSources,
  signed,
  summarizeLhr,
  targetNotes,
} from '../../scripts/bench/lib.mjs';
import { routes } from '@/content/routes';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([120])).toBe(120);
  });

  it('ignores failed runs and returns null when nothing is left', () => {
    expect(median([null, 5, undefined, Number.NaN, 1, 3])).toBe(3);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });
});

describe('ratio', () => {
  it('divides, and gives null for a missing or zero floor', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(150, 0)).toBeNull();
    expect(ratio(null, 100)).toBeNull();
  });
});

describe('scriptSources', () => {
  // Shaped like Next 16's export: async chunks, a low-priority preload of one of them, inline
  // flight data and the noModule polyfill.
  const html = `<!DOCTYPE html><html><head>
    <link rel="stylesheet" href="/_next/static/chunks/a.css"/>
    <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>
    <link rel="preload" as="font" href="/_next/static/media/f.woff2"/>
    <script src="/_next/static/chunks/react-dom.js" async=""></script>
    <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
    <script nomodule src="/legacy.js"></script>
    <script type="application/ld+json">{"@type":"Hotel"}</script>
    <script type="application/json" src="/data.json"></script>
    <!-- <script src="/commented-out.js"></script> -->
    <link rel="modulepreload" href="./mod.js">
    <script type="module" src='/entry.mjs'></script>
  </head><body><script>self.__next_f=[]</script>
    <script src="/_next/static/chunks/late.js" async=""></script></body></html>`;

  it('lists every script a modern browser downloads, once each, in document order', () => {
    expect(scriptSources(html)).toEqual([
      '/_next/static/chunks/late.js',
      '/_next/static/chunks/react-dom.js',
      './mod.js',
      '/entry.mjs',
    ]);
  });

  it('counts the scripts a page starts after its first paint', () => {
    const deferred = `<html><head></head><body><script>(function(d,s){})(document,["/_next/static/chunks/main.js","/_next/static/chunks/app.js"])</script></body></html>`;
    expect(scriptSources(deferred)).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/app.js',
    ]);
  });

  it('skips noModule polyfills whatever the attribute spelling', () => {
    const found = scriptSources(html);
    expect(found).not.toContain('/_next/static/chunks/polyfills.js');
    expect(found).not.toContain('/legacy.js');
    expect(
      scriptSources('<script NOMODULE="" src="/p.js"></script><script src=/q.js></script>'),
    ).toEqual(['/q.js']);
  });
});

describe('localAssetPath', () => {
  it('resolves root-relative and page-relative URLs to a path under the export folder', () => {
    expect(localAssetPath('/', '/_next/static/chunks/a.js')).toBe('_next/static/chunks/a.js');
    expect(localAssetPath('/projects/chaaya', './x.js')).toBe('projects/chaaya/x.js');
    expect(localAssetPath('/projects/chaaya/', '../y.js?v=1')).toBe('projects/y.js');
  });

  it('returns null for off-site scripts', () => {
    expect(localAssetPath('/', 'https://cdn.example.com/a.js')).toBeNull();
  });
});

function lhr(overrides: { perf?: number; a11y?: number; lcp?: number; images?: number[] } = {}) {
  const images = overrides.images ?? [1000, 2500];
  return {
    categories: {
      performance: { score: overrides.perf ?? 0.99, auditRefs: [] },
      accessibility: {
        score: overrides.a11y ?? 1,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'manual-check', weight: 0 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
      'agentic-browsing': { score: 1, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': { numericValue: 800 },
      'largest-contentful-paint': { numericValue: overrides.lcp ?? 1600 },
      'cumulative-layout-shift': { numericValue: 0 },
      'total-blocking-time': { numericValue: 120 },
      'total-byte-weight': { numericValue: 200_000 },
      'color-contrast': { score: overrides.a11y === undefined ? 1 : 0 },
      'manual-check': { score: 0 },
      'network-requests': {
        details: {
          items: [
            { url: 'http://127.0.0.1:4325/', resourceType: 'Document', transferSize: 9000 },
            { url: 'http://127.0.0.1:4325/a.js', resourceType: 'Script', transferSize: 50_000 },
            ...images.map((n, i) => ({
              url: `http://127.0.0.1:4325/img/${i}.avif`,
              resourceType: 'Image',
              transferSize: n,
            })),
            { url: 'data:image/webp;base64,UklGR', resourceType: 'Image', transferSize: 0 },
            { url: 'https://www.google.com/maps/embed', resourceType: 'Document', transferSize: 0 },
          ],
        },
      },
    },
  };
}

describe('summarizeLhr and medianSummary', () => {
  it('reads scores as 0-100, metrics, image bytes, off-site requests and failing audits', () => {
    const s = summarizeLhr(lhr({ a11y: 0.93 }));
    expect(s.scores).toEqual({
      performance: 99,
      accessibility: 93,
      'best-practices': 100,
      seo: 100,
      'agentic-browsing': 100,
    });
    expect([s.lcp, s.tbt, s.cls, s.totalBytes]).toEqual([1600, 120, 0, 200_000]);
    expect(s.imageBytes).toBe(3500);
    expect(s.imageCount).toBe(2);
    expect(s.scriptBytes).toBe(50_000);
    expect(s.offsite).toEqual(['https://www.google.com/maps/embed']);
    // A weight-0 (manual) audit does not count against the score.
    expect(s.failing).toEqual(['color-contrast']);
  });

  it('takes each field’s median over the runs', () => {
    const m = medianSummary([
      summarizeLhr(lhr({ perf: 0.9, lcp: 3000 })),
      summarizeLhr(lhr({ perf: 0.97, lcp: 1500 })),
      summarizeLhr(lhr({ perf: 0.95, lcp: 1700, images: [] })),
    ]);
    expect(m.scores.performance).toBe(95);
    expect(m.lcp).toBe(1700);
    expect(m.imageBytes).toBe(3500);
  });

  it('names audits failing in at least half the runs', () => {
    expect(failingAudits([{ failing: ['a', 'b'] }, { failing: ['a'] }, { failing: [] }])).toEqual([
      'a',
    ]);
  });
});

describe('formatTable and signed', () => {
  it('aligns columns: the first to the left, the rest to the right', () => {
    const table = formatTable(
      ['Route', 'JS'],
      [
        ['/', '132.0'],
        ['/about', '9.5'],
      ],
    );
    expect(table.split('\n')).toEqual([
      'Route      JS',
      '------  -----',
      '/       132.0',
      '/about    9.5',
    ]);
  });

  it('shows a signed change, blank within epsilon', () => {
    expect(signed(1.2, 1, (d) => d.toFixed(1))).toBe('+0.2');
    expect(signed(1, 1.2, (d) => d.toFixed(1))).toBe('−0.2');
    expect(signed(100, 100.4, (d) => String(d), 0.5)).toBe('');
    expect(signed(null, 1, String)).toBe('—');
  });
});

describe('routePathsFromSource', () => {
  it('reads the same paths, in order, as content/routes.ts exports', () => {
    const source = readFileSync(path.join(process.cwd(), 'content/routes.ts'), 'utf8');
    expect(routePathsFromSource(source)).toEqual(routes.map((r) => r.path));
  });
});

describe('targetNotes', () => {
  const floor = {
    key: 'floor',
    median: medianSummary([summarizeLhr(lhr())]),
    ratios: { js: 1, lcp: 1, tbt: 1 },
  };
  it('names the routes missing each target', () => {
    const slow = {
      key: '/',
      median: medianSummary([summarizeLhr(lhr({ perf: 0.9, lcp: 2500 }))]),
      ratios: { js: 1.2, lcp: 1.5, tbt: 1 },
    };
    const fine = {
      key: '/about',
      median: medianSummary([summarizeLhr(lhr())]),
      ratios: { js: 1.1, lcp: 1, tbt: 1 },
    };
    const chromeOnly = {
      key: '/media',
      median: medianSummary([summarizeLhr(lhr())]),
      ratios: { js: 1.2, lcp: 1, tbt: 1 },
    };
    const heavy = { ...fine, ratios: { js: 1.35, lcp: 1, tbt: 1 } };
    const notes = targetNotes([floor, slow, fine, chromeOnly], 'floor');
    // The goal: Performance ≥ floor − 3, LCP ≤ floor + 0.5 s, TBT ≤ floor + 100 ms, CLS ≤ 0.005.
    expect(notes).toContain('Performance ≥ floor − 3 (96): / (90)');
    expect(notes).toContain('LCP ≤ floor + 0.50 s (2.10 s): / (2.50 s)');
    expect(notes).toContain('TBT ≤ floor + 100 ms (220 ms): all routes meet it');
    expect(notes).toContain('CLS ≤ 0.005: all routes meet it');
    // '/' has a carousel: 1.20× is within its 1.3× budget, while a chrome-only page at 1.20× is not.
    expect(notes).toContain('JS ≤ 1.15× floor (chrome-only pages): /media (1.20×)');
    expect(notes).toContain('JS ≤ 1.3× floor (carousel, tabs or form): all routes meet it');
    expect(targetNotes([floor, heavy], 'floor')).toContain(
      'JS ≤ 1.3× floor (carousel, tabs or form): /about (1.35×)',
    );
    expect(notes).toContain('home first mobile view < 500 kB: met (200 kB)');
  });

  it('holds a route just inside the goal as meeting it, and one just outside as missing it', () => {
    const edge = {
      key: '/contact',
      median: medianSummary([summarizeLhr(lhr({ perf: 0.96, lcp: 2100 }))]),
      ratios: { js: 1, lcp: 1, tbt: 1 },
    };
    const notes = targetNotes([floor, edge], 'floor');
    expect(notes).toContain('Performance ≥ floor − 3 (96): all routes meet it');
    expect(notes).toContain('LCP ≤ floor + 0.50 s (2.10 s): all routes meet it');
    const past = { ...edge, median: medianSummary([summarizeLhr(lhr({ perf: 0.95, lcp: 2101 }))]) };
    const missed = targetNotes([floor, past], 'floor');
    expect(missed).toContain('Performance ≥ floor − 3 (96): /contact (95)');
    expect(missed).toContain('LCP ≤ floor + 0.50 s (2.10 s): /contact (2.10 s)');
  });
});
