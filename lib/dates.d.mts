// Types for dates.mjs, so lib/, the stay request's island, the build scripts and the tests share
// one calendar.

/** 'Asia/Kolkata' */
export const HOUSE_TIME_ZONE: string;
/** '+05:30' */
export const HOUSE_UTC_OFFSET: string;
/** Days since 1970-01-01 for a real date 'YYYY-MM-DD' (years 2000–2999), else null. */
export function dayNumber(iso: string): number | null;
export function isIsoDate(iso: string): boolean;
/** The day number of a date already checked to be real; throws on one that is not. */
export function dayOf(iso: string): number;
export function isoOfDay(n: number): string;
export function isoOf(year: number, month: number, day: number): string;
export function addDays(iso: string, days: number): string;
export function addMonths(iso: string, months: number): string;
export function nightsBetween(checkin: string, checkout: string): number | null;
export interface DateParts {
  year: number;
  /** 1 for January to 12 for December. */
  month: number;
  day: number;
  /** 0 for Sunday to 6 for Saturday. */
  weekday: number;
}
export function dateParts(iso: string): DateParts;
export function monthOf(iso: string): number;
export function daysInMonth(year: number, month: number): number;
export function dateInIndia(at?: Date): string;
