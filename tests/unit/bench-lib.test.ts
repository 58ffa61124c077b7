/** @jest-environment node */
import {
  blockingByKind,
  formatTable,
  goalNotes,
  localAssetPath,
  median,
  medianSummary,
  scriptSources,
  summarizeLhr,
} from '../../scripts/bench/lib.mjs';

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

function lhr(
  o: { perf?: number; lcp?: number; tbt?: number; cls?: number; tasks?: number[] } = {},
) {
  return {
    categories: { performance: { score: o.perf ?? 0.99 } },
    audits: {
      'largest-contentful-paint': { numericValue: o.lcp ?? 1600 },
      'total-blocking-time': { numericValue: o.tbt ?? 120 },
      'cumulative-layout-shift': { numericValue: o.cls ?? 0 },
      'total-byte-weight': { numericValue: 200_000 },
      'long-tasks': {
        details: { items: (o.tasks ?? [60, 431, 90]).map((duration) => ({ duration })) },
      },
      'mainthread-work-breakdown': {
        details: {
          items: [
            { group: 'scriptEvaluation', duration: 1200 },
            { group: 'styleLayout', duration: 300 },
            { group: 'scriptEvaluation', duration: 608 },
            { group: 'other', duration: 99 },
          ],
        },
      },
    },
  };
}

describe('summarizeLhr and medianSummary', () => {
  it('reads the score as 0-100 and the metrics in ms and bytes', () => {
    expect(summarizeLhr(lhr({ perf: 0.934, cls: 0.02 }))).toEqual({
      perf: 93,
      lcp: 1600,
      tbt: 120,
      cls: 0.02,
      bytes: 200_000,
      longest: 431,
      script: 1808,
      style: 300,
    });
    expect(summarizeLhr({}).perf).toBeNull();
  });

  it('reads a page with no long task as a longest task of 0 ms, and an old report as unknown', () => {
    expect(summarizeLhr(lhr({ tasks: [] })).longest).toBe(0);
    expect(summarizeLhr({ audits: {} })).toMatchObject({
      longest: null,
      script: null,
      style: null,
    });
  });

  it('takes each field’s median over the runs, and null when every run failed', () => {
    const m = medianSummary([
      summarizeLhr(lhr({ perf: 0.9, lcp: 3000 })),
      summarizeLhr(lhr({ perf: 0.97, lcp: 1500 })),
      summarizeLhr(lhr({ perf: 0.95, lcp: 1700 })),
    ]);
    expect(m?.perf).toBe(95);
    expect(m?.lcp).toBe(1700);
    expect(medianSummary([])).toBeNull();
  });
});

describe('formatTable', () => {
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
});

describe('goalNotes', () => {
  const floor = summarizeLhr(lhr());
  const at = (key: string, o: Parameters<typeof lhr>[0], jsRatio = 1) => ({
    key,
    median: medianSummary([summarizeLhr(lhr(o))]),
    jsRatio,
  });

  it('names the routes missing each goal', () => {
    const notes = goalNotes(floor, [
      at('/', { perf: 0.9, lcp: 2500, cls: 0.02 }, 1.2),
      at('/about', {}, 1.1),
      at('/media', { tbt: 221 }, 1.2),
    ]);
    // The goal: Performance ≥ floor − 3, LCP ≤ floor + 0.5 s, TBT ≤ floor + 100 ms, CLS ≤ 0.005.
    expect(notes).toEqual([
      'Performance ≥ floor − 3 (96): / (90)',
      'LCP ≤ floor + 0.50 s (2.10 s): / (2.50 s)',
      'TBT ≤ floor + 100 ms (220 ms): /media (221 ms)',
      'CLS ≤ 0.005: / (0.020)',
      // '/' has a carousel: 1.20× is within its 1.3× budget; a chrome-only page at 1.20× is not.
      'JS ≤ 1.15× floor (chrome-only pages): /media (1.20×)',
      'JS ≤ 1.3× floor (carousel, tabs or form): all routes meet it',
    ]);
    expect(goalNotes(floor, [at('/about', {}, 1.35)])).toContain(
      'JS ≤ 1.3× floor (carousel, tabs or form): /about (1.35×)',
    );
  });

  it('holds a route just inside the goal as meeting it, and one just outside as missing it', () => {
    const inside = goalNotes(floor, [
      at('/contact', { perf: 0.96, lcp: 2100, tbt: 220, cls: 0.005 }),
    ]);
    expect(inside.every((n) => n.endsWith('all routes meet it'))).toBe(true);
    const past = goalNotes(floor, [
      at('/contact', { perf: 0.95, lcp: 2101, tbt: 220.5, cls: 0.0051 }),
    ]);
    expect(past.filter((n) => n.includes('/contact'))).toHaveLength(4);
  });
});

describe('blockingByKind', () => {
  const ms = 1000;
  const task = (at: number, dur: number) => ({
    name: 'RunTask',
    ph: 'X',
    ts: at * ms,
    dur: dur * ms,
  });
  const inside = (name: string, at: number, dur: number, url?: string) => ({
    name,
    ph: 'X',
    ts: at * ms,
    dur: dur * ms,
    args: url === undefined ? {} : { data: { url } },
  });
  const chunk = 'http://127.0.0.1:4395/_next/static/chunks/0abc.js';
  const fcp = 1000 * ms;
  const events = [
    // Before the first paint: not counted, however long.
    task(100, 400),
    inside('EvaluateScript', 110, 380, chunk),
    // Straddles the first paint: only its 80 ms after it count, so 30 ms over the line.
    task(900, 180),
    inside('UpdateLayoutTree', 905, 100),
    inside('Layout', 1010, 60),
    task(1200, 120),
    inside('EvaluateScript', 1201, 110, chunk),
    task(1400, 90),
    inside('FunctionCall', 1401, 85, chunk),
    task(1600, 60),
    inside('ParseHTML', 1601, 20),
    task(1700, 70),
    inside('FunctionCall', 1701, 60, ''),
    // Short tasks never block.
    task(1800, 49),
    inside('Layout', 1801, 45),
    { name: 'thread_name', ph: 'M', ts: 0 },
  ];

  it('sums each long task’s time over 50 ms after the first paint under what fills it', () => {
    expect(blockingByKind(events, fcp)).toEqual({
      total: 170,
      longest: 180,
      style: 30,
      eval: 70,
      react: 40,
      parse: 10,
      other: 20,
    });
  });

  it('finds nothing to block on a page whose long work all ends before the first paint', () => {
    expect(blockingByKind(events.slice(0, 2), fcp).total).toBe(0);
  });
});
