// Pure helpers of `npm run bench` (scripts/bench.mjs): no I/O, so Jest tests them
// (tests/unit/bench-lib.test.ts). Types: lib.d.mts.

/** Median of the finite numbers in `values` (null when there are none, e.g. every run failed). */
export function median(values) {
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

const JS_TYPES = /^(|module|(text|application)\/(java|ecma)script)$/;
/** A tag's attributes by lower-case name (`name`, `name="v"`, `name='v'`, `name=v`). */
const attributes = (tag) =>
  new Map(
    [
      ...tag
        .replace(/^<\w+|\/?>$/g, '')
        .matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g),
    ].map((m) => [m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '']),
  );

/**
 * The script URLs a modern browser downloads for this HTML, once each in document order: those
 * the first-paint loader starts (`…(document,["/a.js",…])</script>`), `<script src>` of a JS type,
 * `modulepreload` and `preload as=script` links. `nomodule` polyfills are never fetched by them.
 */
export function scriptSources(html) {
  const doc = html.replace(/<!--[\s\S]*?-->/g, '');
  const found = JSON.parse(/\(document,(\[[^\]]*\])\)<\/script>/.exec(doc)?.[1] ?? '[]');
  for (const [tag, name] of doc.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const a = attributes(tag);
    if (name.toLowerCase() === 'script') {
      const type = (a.get('type') ?? '').trim().toLowerCase();
      if (!a.has('nomodule') && JS_TYPES.test(type)) found.push(a.get('src'));
    } else {
      const rel = (a.get('rel') ?? '').toLowerCase().split(/\s+/);
      const asScript = rel.includes('preload') && a.get('as')?.toLowerCase() === 'script';
      if (rel.includes('modulepreload') || asScript) found.push(a.get('href'));
    }
  }
  return [...new Set(found.filter(Boolean).map((u) => u.trim()))];
}

/** Where a script of the page at `pagePath` lives under the export folder (null: off-site). */
export function localAssetPath(pagePath, src) {
  const base = new URL(pagePath.replace(/\/?$/, '/'), 'http://bench.local');
  const url = new URL(src, base);
  return url.origin === base.origin ? decodeURIComponent(url.pathname).slice(1) : null;
}

/** The figures the tables show from one Lighthouse result (score 0-100, ms, bytes). */
export function summarizeLhr(lhr) {
  const num = (id) => lhr.audits?.[id]?.numericValue ?? null;
  const items = (id) => lhr.audits?.[id]?.details?.items ?? [];
  const perf = lhr.categories?.performance?.score;
  // Where the main thread went: the groups Lighthouse sums every task into.
  const group = (name) => {
    const found = items('mainthread-work-breakdown').filter((i) => i.group === name);
    return found.length ? found.reduce((sum, i) => sum + i.duration, 0) : null;
  };
  const tasks = items('long-tasks').map((t) => t.duration);
  return {
    perf: typeof perf === 'number' ? Math.round(perf * 100) : null,
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
    // No long task at all is a longest task of 0 ms, not a missing figure.
    longest: lhr.audits?.['long-tasks'] ? Math.max(0, ...tasks) : null,
    script: group('scriptEvaluation'),
    style: group('styleLayout'),
  };
}

/** Per-field medians of several `summarizeLhr` results (null when there are none). */
export function medianSummary(runs) {
  if (runs.length === 0) return null;
  const fields = ['perf', 'lcp', 'tbt', 'cls', 'bytes', 'longest', 'script', 'style'];
  return Object.fromEntries(fields.map((f) => [f, median(runs.map((r) => r[f]))]));
}

/** Routes with a page island beyond the shared chrome get the 1.3× JS budget, others 1.15×. */
export const ISLAND_ROUTES = new Set([
  '/',
  '/about',
  '/projects/chaaya',
  '/projects/san',
  '/projects/awoka',
  '/chaaya-microsite',
  '/contact',
  // A Hindi page draws the same islands as its English twin.
  '/hi',
  '/hi/about',
  '/hi/projects/chaaya',
  '/hi/projects/san',
  '/hi/projects/awoka',
  '/hi/chaaya-microsite',
  '/hi/contact',
]);

/** The goal every route is held to, against the floor measured in the same run. */
export const GOAL = {
  perfBelowFloor: 3,
  lcpOverFloorMs: 500,
  tbtOverFloorMs: 100,
  cls: 0.005,
  js: 1.15,
  jsWithIslands: 1.3,
};

export const kib = (bytes) => (bytes == null ? '—' : (bytes / 1024).toFixed(1));
export const secs = (v) => (v == null ? '—' : (v / 1000).toFixed(2));
export const int = (v) => (v == null ? '—' : String(Math.round(v)));

/**
 * One line per goal naming the routes that miss it. `rows` carry { key, median, jsRatio }; `floor`
 * is the floor's median.
 */
export function goalNotes(floor, rows) {
  const site = rows.filter((r) => r.median);
  if (!floor || site.length === 0) return [];
  const line = (goal, misses) =>
    `${goal}: ${misses.length ? misses.map(([k, v]) => `${k} (${v})`).join(', ') : 'all routes meet it'}`;
  const over = (field, limit, show) =>
    site.filter((r) => (r.median[field] ?? 0) > limit).map((r) => [r.key, show(r.median[field])]);
  const perfMin = floor.perf - GOAL.perfBelowFloor;
  const lcpMax = floor.lcp + GOAL.lcpOverFloorMs;
  const tbtMax = floor.tbt + GOAL.tbtOverFloorMs;
  const js = (islands, limit) =>
    site
      .filter((r) => ISLAND_ROUTES.has(r.key) === islands && r.jsRatio > limit)
      .map((r) => [r.key, `${r.jsRatio.toFixed(2)}×`]);
  return [
    line(
      `Performance ≥ floor − ${GOAL.perfBelowFloor} (${int(perfMin)})`,
      site.filter((r) => (r.median.perf ?? 0) < perfMin).map((r) => [r.key, int(r.median.perf)]),
    ),
    line(
      `LCP ≤ floor + ${secs(GOAL.lcpOverFloorMs)} s (${secs(lcpMax)} s)`,
      over('lcp', lcpMax, (v) => `${secs(v)} s`),
    ),
    line(
      `TBT ≤ floor + ${GOAL.tbtOverFloorMs} ms (${int(tbtMax)} ms)`,
      over('tbt', tbtMax, (v) => `${int(v)} ms`),
    ),
    line(
      `CLS ≤ ${GOAL.cls}`,
      over('cls', GOAL.cls, (v) => v.toFixed(3)),
    ),
    line(`JS ≤ ${GOAL.js}× floor (chrome-only pages)`, js(false, GOAL.js)),
    line(
      `JS ≤ ${GOAL.jsWithIslands}× floor (carousel, tabs or form)`,
      js(true, GOAL.jsWithIslands),
    ),
  ];
}

/** Right-aligns every column but the first; `rows` are arrays of cells. */
export function formatTable(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c)[i ? 'padStart' : 'padEnd'](widths[i])).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Where the blocking time after the first paint goes, from one load's trace events (the main
 * thread's complete events, `ph: 'X'`, times in µs). Every task over 50 ms that ends after
 * `fcp` counts its time past 50 ms (TBT's rule, cut at the first paint), under one kind:
 *   parse   the HTML parser (the document still arriving),
 *   eval    a script from `/_next/` compiled and run for the first time,
 *   react   a call into such a script (hydration, effects, the scheduler's slices),
 *   style   the document's own style and layout, when it fills most of the task,
 *   other   the rest (inline scripts, timers).
 * Returns ms per kind, the sum, and the longest such task.
 */
export function blockingByKind(events, fcp) {
  const spans = events
    .filter((e) => e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts);
  const kinds = { parse: 0, eval: 0, react: 0, style: 0, other: 0 };
  let longest = 0;
  const framework = (e) => /\/_next\//.test(e.args?.data?.url ?? '');
  for (const task of spans.filter((e) => e.name === 'RunTask' && e.dur > 50_000)) {
    const end = task.ts + task.dur;
    if (end <= fcp) continue;
    const inner = spans.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    const sum = (names) =>
      inner.filter((e) => names.includes(e.name)).reduce((total, e) => total + e.dur, 0);
    const kind =
      sum(['ParseHTML']) > 10_000
        ? 'parse'
        : inner.some((e) => e.name === 'EvaluateScript' && framework(e))
          ? 'eval'
          : inner.some((e) => e.name === 'FunctionCall' && framework(e))
            ? 'react'
            : sum(['UpdateLayoutTree', 'Layout']) > task.dur / 2
              ? 'style'
              : 'other';
    kinds[kind] += Math.max(0, (end - Math.max(task.ts, fcp)) / 1000 - 50);
    longest = Math.max(longest, task.dur / 1000);
  }
  const total = Object.values(kinds).reduce((a, b) => a + b, 0);
  return { total, longest, ...kinds };
}
