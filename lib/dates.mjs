// Calendar dates, written YYYY-MM-DD, and the day arithmetic on them: the one place the site,
// the stay request's island and the build scripts count nights. Plain JavaScript, typed by
// dates.d.mts, because the build scripts run under plain node and import it as it is.
//
// A date is counted as a day number (days since 1970-01-01) through Date.UTC, never through a
// local-time Date, so a guest in any time zone, on any side of a clock change, gets the same
// nights. "Today" is today in India, where the house is.

const DAY_MS = 86_400_000;

/** Where the house is: its today, and the nights a timed booking falls on. */
export const HOUSE_TIME_ZONE = 'Asia/Kolkata';
/** India keeps one offset all year, with no summer time: the house's clock is UTC+05:30. */
export const HOUSE_UTC_OFFSET = '+05:30';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Days since 1970-01-01 for a real calendar date 'YYYY-MM-DD', else null. Years 2000–2999 only:
 * anything else is a typo here, and Date.UTC would read a year below 100 as 19xx.
 */
export function dayNumber(iso) {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2999 || mo < 1 || mo > 12 || d < 1) return null;
  const ms = Date.UTC(y, mo - 1, d);
  // 2027-02-30 would roll over into March: not a date.
  if (new Date(ms).getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

export const isIsoDate = (iso) => dayNumber(iso) !== null;

/** The day number of a date already checked to be real; throws on one that is not. */
export function dayOf(iso) {
  const n = dayNumber(iso);
  if (n === null) throw new Error(`"${iso}" is not a YYYY-MM-DD date`);
  return n;
}

/** The date 'YYYY-MM-DD' of a day number. */
export const isoOfDay = (n) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * The date of a year, month (1–12) and day; out-of-range months and days carry over as Date.UTC
 * does (month 13 is January of the next year, day 0 the last day of the month before).
 */
export const isoOf = (year, month, day) => isoOfDay(Date.UTC(year, month - 1, day) / DAY_MS);

/** The calendar date `days` after `iso` (before, when negative). */
export const addDays = (iso, days) => isoOfDay(dayOf(iso) + days);

/**
 * The same day of the month `months` later; a day the later month lacks carries over, as
 * Date.UTC does (31 August and 6 months is 3 March).
 */
export function addMonths(iso, months) {
  const { year, month, day } = dateParts(iso);
  return isoOf(year, month + months, day);
}

/** Nights from check-in to check-out (negative or 0 when check-out is not after), or null. */
export function nightsBetween(checkin, checkout) {
  const a = dayNumber(checkin);
  const b = dayNumber(checkout);
  return a === null || b === null ? null : b - a;
}

/** Year, month (1–12), day and weekday (0 for Sunday) of a date; throws on one that is not. */
export function dateParts(iso) {
  const d = new Date(dayOf(iso) * DAY_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
  };
}

/** The month (1–12) a night falls in. */
export const monthOf = (iso) => dateParts(iso).month;

/** Days in a month (1–12) of a year: February has 29 in a leap year. */
export const daysInMonth = (year, month) => dateParts(isoOf(year, month + 1, 0)).day;

/** The date in India at an instant (now by default), whatever the visitor's own time zone. */
export function dateInIndia(at = new Date()) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: HOUSE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
