// Pure helpers of `npm run bench` (scripts/bench.mjs): no I/O here, so Jest can test them
// (tests/unit/bench-lib.test.ts). Types: lib.d.mts.

/** Lighthouse 13's five categories, in the order the table shows them. */
export const CATEGORIES = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['best-practices', 'BP'],
  ['seo', 'SEO'],
  ['agentic-browsing', 'Agent'],
];

/** Median of the finite numbers in `values` (null when there are none). */
export function median(values) {
  const xs = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** `a / b`, or null when either is missing or b is 0. */
export function ratio(a, b) {
  if (a == null || b == null || b === 0) return null;
  return a / b;
}

function attributes(tag) {
  const attrs = new Map();
  // name, name="v", name='v', name=v
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const inner = tag.replace(/^<\s*[a-z]+/i, '').replace(/\/?>$/, '');
  for (const m of inner.matchAll(re)) {
    const name = m[1];
    if (name) attrs.set(name.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/**
 * The script URLs a modern browser downloads for this HTML, in document order and without
 * duplicates: classic and module `<script src>`, `<link rel="modulepreload">` and
 * `<link rel="preload" as="script">`. `nomodule` scripts are skipped (browsers that run modules
 * never fetch them), and so are non-JS script types such as JSON data blocks.
 */
export function scriptSources(html) {
  const found = [];
  const seen = new Set();
  const add = (url) => {
    const u = url.trim();
    if (u && !seen.has(u)) {
      seen.add(u);
      found.push(u);
    }
  };
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  // The framework scripts that postbuild moved into its after-first-paint loader
  // (scripts/lib/first-paint.cjs: `…(document,["/a.js",…])</script>`) still download.
  const loader = /\(document,(\[[^\]]*\])\)<\/script>/.exec(withoutComments)?.[1];
  for (const src of loader ? JSON.parse(loader) : []) add(src);
  for (const m of withoutComments.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = m[0];
    const a = attributes(tag);
    if ((m[1] ?? '').toLowerCase() === 'script') {
      const src = a.get('src');
      if (src == null || a.has('nomodule')) continue;
      if (!JS_TYPES.has((a.get('type') ?? '').trim().toLowerCase())) continue;
      add(src);
    } else {
      const rel = (a.get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = a.get('href');
      if (href == null) continue;
      if (rel.includes('modulepreload')) add(href);
      else if (rel.includes('preload') && (a.get('as') ?? '').toLowerCase() === 'script') add(href);
    }
  }
  return found;
}

/**
 * Where a script URL referenced by the page at `pagePath` lives under the export folder, as a
 * path relative to it (null for off-site URLs, which the bench reports instead of measuring).
 */
export function localAssetPath(pagePath, src) {
  const base = new URL(pagePath.endsWith('/') ? pagePath : `${pagePath}/`, 'http://bench.local');
  const url = new URL(src, base);
  if (url.origin !== base.origin) return null;
  return decodeURIComponent(url.pathname).replace(/^\/+/, '');
}

/** What one Lighthouse result says about a page (scores 0-100, times in ms, bytes). */
export function summarizeLhr(lhr) {
  const scores = {};
  for (const [id] of CATEGORIES) {
    const s = lhr.categories?.[id]?.score;
    scores[id] = typeof s === 'number' ? Math.round(s * 100) : null;
  }
  const num = (id) => {
    const v = lhr.audits?.[id]?.numericValue;
    return typeof v === 'number' ? v : null;
  };
  const items = lhr.audits?.['network-requests']?.details?.items ?? [];
  const sumOf = (type) =>
    items
      .filter((r) => r.resourceType === type)
      .reduce((sum, r) => sum + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0);
  // Why a non-performance category is below 100: its weighted audits that did not pass.
  const failing = [];
  for (const [id] of CATEGORIES) {
    if (id === 'performance') continue;
    for (const ref of lhr.categories?.[id]?.auditRefs ?? []) {
      const s = lhr.audits?.[ref.id]?.score;
      if (ref.weight > 0 && typeof s === 'number' && s < 1 && !failing.includes(ref.id))
        failing.push(ref.id);
    }
  }
  return {
    scores,
    failing,
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbt: num('total-blocking-time'),
    imageBytes: sumOf('Image'),
    // Inline data: placeholders cost no request; count the fetched images only.
    imageCount: items.filter((r) => r.resourceType === 'Image' && !/^data:/.test(r.url ?? ''))
      .length,
    scriptBytes: sumOf('Script'),
    totalBytes: num('total-byte-weight'),
    offsite: items
      .map((r) => r.url)
      .filter(
        (u) =>
          typeof u === 'string' &&
          /^https?:/.test(u) &&
          !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(u),
      ),
  };
}

/** Per-field medians of several `summarizeLhr` results. */
export function medianSummary(runs) {
  const pick = (f) => median(runs.map(f));
  const scores = {};
  for (const [id] of CATEGORIES) scores[id] = pick((r) => r.scores[id]);
  return {
    scores,
    fcp: pick((r) => r.fcp),
    lcp: pick((r) => r.lcp),
    cls: pick((r) => r.cls),
    tbt: pick((r) => r.tbt),
    imageBytes: pick((r) => r.imageBytes),
    imageCount: pick((r) => r.imageCount),
    scriptBytes: pick((r) => r.scriptBytes),
    totalBytes: pick((r) => r.totalBytes),
  };
}

/** Audits failing in at least half of the runs (so in the run the median reflects). */
export function failingAudits(runs) {
  const counts = new Map();
  for (const r of runs) for (const id of r.failing ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].filter(([, n]) => n * 2 >= runs.length && runs.length > 0).map(([id]) => id);
}

/** Right-aligns every column but the first; `rows` are arrays of cells (strings). */
export function formatTable(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => String(r[i] ?? '').length)));
  const line = (r) =>
    r
      .map((c, i) =>
        i === 0 ? String(c ?? '').padEnd(widths[i]) : String(c ?? '').padStart(widths[i]),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const kib = (bytes) => (bytes == null ? '—' : (bytes / 1024).toFixed(1));
export const secs = (ms) => (ms == null ? '—' : (ms / 1000).toFixed(2));
export const ms = (v) => (v == null ? '—' : String(Math.round(v)));
export const times = (r) => (r == null ? '—' : `${r.toFixed(2)}×`);
export const int = (v) => (v == null ? '—' : String(Math.round(v)));

/** A signed difference for the deltas table; blank when nothing changed. */
export function signed(cur, prev, format, epsilon = 0) {
  if (cur == null || prev == null) return '—';
  const d = cur - prev;
  if (Math.abs(d) <= epsilon) return '';
  const text = format(Math.abs(d));
  return `${d > 0 ? '+' : '−'}${text}`;
}

/**
 * The route paths of content/routes.ts, read from its source text (Node runs this script without
 * a TypeScript loader): every `path: '/...'` entry of the route table, in order.
 */
export function routePathsFromSource(source) {
  return [...source.matchAll(/^\s*path:\s*(['"])(\/[^'"]*)\1\s*,/gm)].map((m) => m[2] ?? '');
}

/** The issue's home-page budget for a first mobile view. */
export const HOME_BUDGET_BYTES = 500_000;

/**
 * Routes with a page island beyond the shared chrome (carousel, room tabs, lightbox, map, form):
 * they get the 1.3× JS budget; every other route has 1.15×.
 */
export const ISLAND_ROUTES = new Set([
  '/',
  '/about',
  '/projects/chaaya',
  '/projects/san',
  '/projects/awoka',
  '/chaaya-microsite',
  '/contact',
]);

/** The goal every route is held to, against the floor measured in the same run. */
export const GOAL = { perfBelowFloor: 3, lcpOverFloorMs: 500, tbtOverFloorMs: 100, cls: 0.005 };

/**
 * One line per goal, naming the rows that miss it (or saying all meet it). `rows` carry
 * { key, median, ratios }; the row whose key is `floorKey` is the reference.
 */
export function targetNotes(rows, floorKey) {
  const floor = rows.find((r) => r.key === floorKey);
  const site = rows.filter((r) => r.key !== floorKey && r.median);
  if (!floor?.median || site.length === 0) return [];
  const f = floor.median;
  const list = (xs) => (xs.length ? xs.join(', ') : 'all routes meet it');
  const notes = [];
  const others = CATEGORIES.filter(([id]) => id !== 'performance');
  if (site.some((r) => others.some(([id]) => r.median.scores[id] != null))) {
    notes.push(
      `100 in the other four categories: ${list(
        site
          .map((r) => {
            const low = others
              .filter(([id]) => r.median.scores[id] != null && r.median.scores[id] < 100)
              .map(([id, short]) => `${short} ${int(r.median.scores[id])}`);
            return low.length ? `${r.key} (${low.join(' ')})` : null;
          })
          .filter(Boolean),
      )}`,
    );
  }
  if (f.scores.performance != null) {
    const min = f.scores.performance - GOAL.perfBelowFloor;
    notes.push(
      `Performance ≥ floor − ${GOAL.perfBelowFloor} (${int(min)}): ${list(
        site
          .filter((r) => (r.median.scores.performance ?? 0) < min)
          .map((r) => `${r.key} (${int(r.median.scores.performance)})`),
      )}`,
    );
  }
  if (f.lcp != null) {
    const max = f.lcp + GOAL.lcpOverFloorMs;
    notes.push(
      `LCP ≤ floor + ${secs(GOAL.lcpOverFloorMs)} s (${secs(max)} s): ${list(
        site
          .filter((r) => r.median.lcp != null && r.median.lcp > max)
          .map((r) => `${r.key} (${secs(r.median.lcp)} s)`),
      )}`,
    );
  }
  if (f.tbt != null) {
    const max = f.tbt + GOAL.tbtOverFloorMs;
    notes.push(
      `TBT ≤ floor + ${GOAL.tbtOverFloorMs} ms (${ms(max)} ms): ${list(
        site
          .filter((r) => r.median.tbt != null && r.median.tbt > max)
          .map((r) => `${r.key} (${ms(r.median.tbt)} ms)`),
      )}`,
    );
  }
  notes.push(
    `CLS ≤ ${GOAL.cls}: ${list(
      site
        .filter((r) => (r.median.cls ?? 0) > GOAL.cls)
        .map((r) => `${r.key} (${r.median.cls.toFixed(3)})`),
    )}`,
  );
  const over = (limit, withIslands) =>
    site
      .filter((r) => ISLAND_ROUTES.has(r.key) === withIslands)
      .filter((r) => r.ratios?.js != null && r.ratios.js > limit)
      .map((r) => `${r.key} (${times(r.ratios.js)})`);
  notes.push(`JS ≤ 1.15× floor (chrome-only pages): ${list(over(1.15, false))}`);
  notes.push(`JS ≤ 1.3× floor (carousel, tabs or form): ${list(over(1.3, true))}`);
  const home = site.find((r) => r.key === '/');
  if (home?.median.totalBytes != null) {
    const ok = home.median.totalBytes < HOME_BUDGET_BYTES;
    notes.push(
      `home first mobile view < 500 kB: ${ok ? 'met' : 'MISSED'} (${Math.round(home.median.totalBytes / 1000)} kB)`,
    );
  }
  return notes;
}
