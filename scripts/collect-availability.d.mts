// Types for collect-availability.mjs, so the TypeScript unit tests can import it.

export const HORIZON_MONTHS: number;
export const FETCH_TIMEOUT_MS: number;
export const USER_AGENT: string;

export class AvailabilityError extends Error {}

export interface Window {
  /** Tonight in India, YYYY-MM-DD. */
  from: string;
  /** The first night past the horizon (exclusive). */
  to: string;
}

export interface FeedEntry {
  room: string | null;
  url: string;
  label: string;
}

export interface Log {
  log(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type NightRange = [string, string];

export interface Generated {
  updatedAt: string;
  window: Window;
  sources: number;
  house: NightRange[];
  rooms: Record<string, NightRange[]>;
}

export function availabilityFileName(outDir: string | undefined): string;
export function windowFrom(now: Date): Window;
export function parseFeedList(text: string, source?: string): FeedEntry[];
export function readFeedList(
  env: Record<string, string | undefined>,
  localFile: string,
): FeedEntry[];
export function feedNights(text: string, window: Window): string[];
export function loadFeed(
  entry: FeedEntry,
  options: {
    window: Window;
    cacheDir: string;
    now?: Date;
    fetchImpl?: FetchLike;
    timeoutMs?: number;
    log: Log;
  },
): Promise<{ nights: string[]; fetchedAt: Date | null; status: 'fresh' | 'cached' | 'missing' }>;
export function closureNights(
  closures: { firstNight: string; lastNight: string; room?: string }[],
  window: Window,
): { room: string | null; nights: string[] }[];
export function toRanges(nights: string[]): NightRange[];
export function mergeTaken(sources: { room: string | null; nights: string[] }[]): {
  house: NightRange[];
  rooms: Record<string, NightRange[]>;
};
export function buildAvailability(options?: {
  root?: string;
  env?: Record<string, string | undefined>;
  now?: Date;
  fetchImpl?: FetchLike;
  timeoutMs?: number;
  closuresFile?: string;
  localFeedsFile?: string;
  cacheDir?: string;
  outFile?: string;
  log?: Log;
}): Promise<Generated>;
