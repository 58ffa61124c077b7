// Types for fixture-feeds.mjs, so the TypeScript specs can import it.
export const FIXTURE: {
  premium: number[];
  standard: number[];
  house: number[];
  cancelled: number[];
};
export const FEED_SECRETS: string[];
export function todayInIndia(now?: Date): string;
export function fixtureFeeds(today: string): Record<string, string>;
export function addDays(iso: string, n: number): string;
