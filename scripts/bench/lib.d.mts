// Types for lib.mjs, so the TypeScript unit tests can import it.

export interface RunSummary {
  perf: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  bytes: number | null;
  /** The longest main-thread task, ms (0 when none is long). */
  longest: number | null;
  /** Main-thread time in script evaluation, ms. */
  script: number | null;
  /** Main-thread time in style and layout, ms. */
  style: number | null;
}

export interface GoalRow {
  key: string;
  median: RunSummary | null;
  jsRatio: number;
}

export function median(values: ReadonlyArray<number | null | undefined>): number | null;
export function scriptSources(html: string): string[];
export function localAssetPath(pagePath: string, src: string): string | null;
// Lighthouse's result is large and loosely typed; only the fields read above matter.
export function summarizeLhr(lhr: object): RunSummary;
export function medianSummary(runs: ReadonlyArray<RunSummary>): RunSummary | null;
export const ISLAND_ROUTES: ReadonlySet<string>;
export const GOAL: {
  perfBelowFloor: number;
  lcpOverFloorMs: number;
  tbtOverFloorMs: number;
  cls: number;
  js: number;
  jsWithIslands: number;
};
export function kib(bytes: number | null | undefined): string;
export function secs(ms: number | null | undefined): string;
export function int(v: number | null | undefined): string;
export function goalNotes(floor: RunSummary | null, rows: ReadonlyArray<GoalRow>): string[];
export function formatTable(
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
): string;

/** One trace event of Chrome's trace format; only the fields read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string } };
}
export interface BlockingByKind {
  total: number;
  longest: number;
  parse: number;
  eval: number;
  react: number;
  style: number;
  other: number;
}
export function blockingByKind(events: ReadonlyArray<TraceEvent>, fcp: number): BlockingByKind;
