// Types for lib.mjs, so the TypeScript unit tests can import it.

export type CategoryId =
  'performance' | 'accessibility' | 'best-practices' | 'seo' | 'agentic-browsing';
export const CATEGORIES: ReadonlyArray<readonly [CategoryId, string]>;
export const ISLAND_ROUTES: ReadonlySet<string>;

export interface RunSummary {
  scores: Record<CategoryId, number | null>;
  failing: string[];
  fcp: number | null;
  lcp: number | null;
  cls: number | null;
  tbt: number | null;
  imageBytes: number;
  imageCount: number;
  scriptBytes: number;
  totalBytes: number | null;
  offsite: string[];
}

export interface MedianSummary {
  scores: Record<CategoryId, number | null>;
  fcp: number | null;
  lcp: number | null;
  cls: number | null;
  tbt: number | null;
  imageBytes: number | null;
  imageCount: number | null;
  scriptBytes: number | null;
  totalBytes: number | null;
}

export interface TargetRow {
  key: string;
  median: MedianSummary | null;
  ratios?: { js: number | null; lcp: number | null; tbt: number | null };
}

export function median(values: ReadonlyArray<number | null | undefined>): number | null;
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null;
export function scriptSources(html: string): string[];
export function localAssetPath(pagePath: string, src: string): string | null;
// Lighthouse's result is large and loosely typed; only the fields read above matter.
export function summarizeLhr(lhr: object): RunSummary;
export function medianSummary(runs: ReadonlyArray<RunSummary>): MedianSummary;
export function failingAudits(runs: ReadonlyArray<Pick<RunSummary, 'failing'>>): string[];
export function formatTable(
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
): string;
export function kib(bytes: number | null | undefined): string;
export function secs(ms: number | null | undefined): string;
export function ms(v: number | null | undefined): string;
export function times(r: number | null | undefined): string;
export function int(v: number | null | undefined): string;
export function signed(
  cur: number | null | undefined,
  prev: number | null | undefined,
  format: (d: number) => string,
  epsilon?: number,
): string;
export function routePathsFromSource(source: string): string[];
export const HOME_BUDGET_BYTES: number;
export const GOAL: {
  perfBelowFloor: number;
  lcpOverFloorMs: number;
  tbtOverFloorMs: number;
  cls: number;
};
export function targetNotes(rows: ReadonlyArray<TargetRow>, floorKey: string): string[];
