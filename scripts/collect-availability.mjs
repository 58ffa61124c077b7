#!/usr/bin/env node
// Before `next build`: which nights the house open for stays is full, from the family's own
// closures (its folder's closures.json) and the calendar feeds the platforms export (Airbnb, Booking.com,
// MakeMyTrip, Google Calendar). Writes content/generated/availability.json, which the pages read.
//
// The feed addresses are secrets (an Airbnb export lists guests' booking links and phone digits),
// so nothing from a feed but its taken nights is ever written or printed: a feed is named in the
// log by its room, its place in the list and a short hash of its address.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ICAL from 'ical.js';
import { stayHouseFile } from '../lib/houses.mjs';
import {
  addMonths,
  dateInIndia,
  dayNumber,
  HOUSE_TIME_ZONE,
  isoOf,
  isoOfDay,
} from '../lib/dates.mjs';

/** How far ahead nights are published. */
export const HORIZON_MONTHS = 18;
export const FETCH_TIMEOUT_MS = 15_000;
/** Airbnb answers 403 to a request without one. */
export const USER_AGENT = 'Mozilla/5.0 (compatible; SmritiAvailability/1.0; static site build)';
const MAX_FEED_BYTES = 5_000_000;
const MAX_OCCURRENCES = 5_000;

export class AvailabilityError extends Error {}

// ---------------------------------------------------------------------------------------------
// The window of nights published.

/** Tonight (in India) up to the same date HORIZON_MONTHS later, check-out style (exclusive). */
export function windowFrom(now) {
  const from = dateInIndia(now);
  return { from, to: addMonths(from, HORIZON_MONTHS) };
}

// ---------------------------------------------------------------------------------------------
// Which feeds, from where.

const hashOf = (url) => createHash('sha256').update(url).digest('hex').slice(0, 6);

/** Feeds are read over https:// only; plain http:// is allowed for 127.0.0.1 in the test run. */
const isFeedAddress = (url) =>
  url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1');

/** Enough for a calendar host's own moves (a CDN, a sign-in bounce), never a loop. */
const MAX_REDIRECTS = 5;

/**
 * `premium=https://…,https://…`: a feed for one room (`room=`) or, bare, for the whole house.
 * Only https:// addresses (http://127.0.0.1 for the test run); errors never repeat an address.
 */
export function parseFeedList(text, source = 'AVAILABILITY_FEEDS') {
  const entries = text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('#'));
  const counts = new Map();
  return entries.map((entry, i) => {
    const m = /^([a-z][a-z0-9-]*)=(.+)$/i.exec(entry);
    const room = m && !/^https?:$/i.test(`${m[1]}:`) ? m[1].toLowerCase() : null;
    const raw = room ? m[2].trim() : entry;
    let url;
    try {
      url = new URL(raw);
    } catch {
      throw new AvailabilityError(
        `${source}: entry ${i + 1} is not an address (write https://… or room=https://…).`,
      );
    }
    if (!isFeedAddress(url)) {
      throw new AvailabilityError(
        `${source}: entry ${i + 1} uses ${url.protocol}//${url.hostname === '127.0.0.1' ? url.hostname : '…'}; ` +
          'calendar feeds must be https:// addresses (plain http:// only for 127.0.0.1 while testing).',
      );
    }
    const key = room ?? 'house';
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return { room, url: url.href, label: `${key} feed ${n} (${hashOf(url.href)})` };
  });
}

/** The feed list: AVAILABILITY_FEEDS when set, else the git-ignored local file, else none. */
export function readFeedList(env, localFile) {
  if (env.AVAILABILITY_FEEDS && env.AVAILABILITY_FEEDS.trim() !== '') {
    return parseFeedList(env.AVAILABILITY_FEEDS);
  }
  if (existsSync(localFile)) {
    return parseFeedList(readFileSync(localFile, 'utf8'), path.basename(localFile));
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// One feed's nights.

/** The UTC instant of a wall-clock time in an IANA zone (Intl knows the offsets). */
function wallToInstant(t, tzid) {
  const guess = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  let offset = 0;
  for (let i = 0; i < 2; i++) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: tzid,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(guess - offset));
    const p = (type) => Number(parts.find((x) => x.type === type)?.value ?? 0);
    const asUtc = Date.UTC(
      p('year'),
      p('month') - 1,
      p('day'),
      p('hour'),
      p('minute'),
      p('second'),
    );
    offset = asUtc - (guess - offset);
  }
  return new Date(guess - offset);
}

const knownZone = (tzid) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
};

/**
 * The house date of an ICAL.Time: a date is itself; a UTC time or one in a zone the file defines
 * is converted; a TZID the file does not define is looked up by name; a floating time (no zone)
 * is house time.
 */
function dateOfTime(t) {
  if (t.isDate) return isoOf(t.year, t.month, t.day);
  const tzid = t.zone?.tzid;
  if (tzid === 'UTC' || (tzid && tzid !== 'floating')) return dateInIndia(t.toJSDate());
  const named = t.timezone && knownZone(t.timezone) ? t.timezone : HOUSE_TIME_ZONE;
  return dateInIndia(wallToInstant(t, named));
}

/** Nights from the start's date up to (not including) the end's: the check-out day stays free. */
function nightsOf(start, end, window, into) {
  const first = dayNumber(dateOfTime(start));
  const checkout = dayNumber(dateOfTime(end ?? start));
  const lo = Math.max(first, dayNumber(window.from));
  // An all-day event with no end is one day long (RFC 5545): one night.
  const hi = Math.min(end ? checkout : first + 1, dayNumber(window.to));
  for (let d = lo; d < hi; d++) into.add(isoOfDay(d));
}

const cancelled = (component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

/**
 * The taken nights (YYYY-MM-DD, sorted) in `window` of an iCalendar text: cancelled events are
 * ignored, recurring ones expanded (with their moved or cancelled instances). Throws on a file
 * that is not a calendar.
 */
export function feedNights(text, window) {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new AvailabilityError('not an iCalendar file');
  let root;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new AvailabilityError('not a readable iCalendar file');
  }
  for (const tz of root.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(tz);
    if (zone.tzid && !ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone);
  }
  const events = root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const masters = new Map();
  for (const e of events) if (!e.isRecurrenceException()) masters.set(e.uid, e);
  for (const e of events) {
    const master = e.isRecurrenceException() ? masters.get(e.uid) : undefined;
    if (master) master.relateException(e);
  }

  const nights = new Set();
  const windowEnd = dayNumber(window.to);
  for (const e of events) {
    if (!e.startDate) continue;
    if (e.isRecurrenceException() && masters.has(e.uid)) continue; // expanded with its master
    if (cancelled(e.component)) continue;
    if (!e.isRecurring()) {
      nightsOf(
        e.startDate,
        e.component.hasProperty('dtend') || e.component.hasProperty('duration') ? e.endDate : null,
        window,
        nights,
      );
      continue;
    }
    const it = e.iterator();
    for (let i = 0, t = it.next(); t && i < MAX_OCCURRENCES; i++, t = it.next()) {
      const o = e.getOccurrenceDetails(t);
      if (dayNumber(dateOfTime(o.startDate)) >= windowEnd) break;
      if (cancelled(o.item.component)) continue;
      nightsOf(o.startDate, o.endDate, window, nights);
    }
  }
  return [...nights].sort();
}

/** A failure said without the address (fetch's own errors may quote it). */
function reasonOf(error) {
  if (error instanceof AvailabilityError) return error.message;
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return 'timed out';
  return 'not reachable';
}

async function download(url, { fetchImpl, timeoutMs }) {
  const signal = AbortSignal.timeout(timeoutMs);
  // Redirects are followed by hand: each new address must pass the same rule as the configured
  // one, so a feed cannot send the build to plain http:// or to another scheme.
  let at = url;
  let res;
  for (let hops = 0; ; hops++) {
    res = await fetchImpl(at, {
      headers: { 'User-Agent': USER_AGENT, Accept: 'text/calendar, */*;q=0.5' },
      redirect: 'manual',
      signal,
    });
    if (res.status < 300 || res.status > 399) break;
    const location = res.headers.get('location');
    if (!location) throw new AvailabilityError(`HTTP ${res.status} without an address`);
    if (hops >= MAX_REDIRECTS) throw new AvailabilityError(`more than ${MAX_REDIRECTS} redirects`);
    const next = new URL(location, at);
    if (!isFeedAddress(next)) {
      throw new AvailabilityError(
        `redirected to a ${next.protocol}// address; only https:// is followed`,
      );
    }
    at = next.href;
  }
  if (!res.ok) throw new AvailabilityError(`HTTP ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_FEED_BYTES) throw new AvailabilityError('larger than 5 MB');
  return text;
}

const ago = (ms) => {
  const h = Math.round(ms / 3_600_000);
  if (h < 1) return 'less than an hour old';
  if (h < 48) return `${h} ${h === 1 ? 'hour' : 'hours'} old`;
  return `${Math.round(h / 24)} days old`;
};

/**
 * One feed's nights: fetched and parsed now (and kept as the last good copy), or the last good
 * copy with one line saying how old it is, or none with a loud line.
 */
export async function loadFeed(
  entry,
  { window, cacheDir, now = new Date(), fetchImpl = fetch, timeoutMs = FETCH_TIMEOUT_MS, log },
) {
  const copy = path.join(cacheDir, `${createHash('sha256').update(entry.url).digest('hex')}.json`);
  try {
    const nights = feedNights(await download(entry.url, { fetchImpl, timeoutMs }), window);
    mkdirSync(cacheDir, { recursive: true });
    // Only the nights are kept, never the feed itself (it names guests).
    writeFileSync(copy, JSON.stringify({ fetchedAt: now.toISOString(), nights }));
    return { nights, fetchedAt: now, status: 'fresh' };
  } catch (error) {
    const reason = reasonOf(error);
    if (existsSync(copy)) {
      const kept = JSON.parse(readFileSync(copy, 'utf8'));
      const fetchedAt = new Date(kept.fetchedAt);
      log.warn(
        `availability: ${entry.label} could not be read (${reason}); using the last good copy, ${ago(now.getTime() - fetchedAt.getTime())}`,
      );
      const nights = kept.nights.filter((n) => n >= window.from && n < window.to);
      return { nights, fetchedAt, status: 'cached' };
    }
    log.error(
      `availability: !!! ${entry.label} could not be read (${reason}) and there is NO earlier copy: its nights are NOT shown as taken !!!`,
    );
    return { nights: [], fetchedAt: null, status: 'missing' };
  }
}

// ---------------------------------------------------------------------------------------------
// Closures and the merge.

/** The owner's closures: { firstNight, lastNight, room?, note? } (the note is never published). */
export function closureNights(closures, window) {
  return closures.map((c) => {
    const nights = [];
    const lo = Math.max(dayNumber(c.firstNight), dayNumber(window.from));
    const hi = Math.min(dayNumber(c.lastNight) + 1, dayNumber(window.to));
    for (let d = lo; d < hi; d++) nights.push(isoOfDay(d));
    return { room: c.room ?? null, nights };
  });
}

/** [[first night, last night], …] for a sorted list of nights. */
export function toRanges(nights) {
  const ranges = [];
  for (const n of nights) {
    const last = ranges.at(-1);
    if (last && dayNumber(n) === dayNumber(last[1]) + 1) last[1] = n;
    else if (!last || n > last[1]) ranges.push([n, n]);
  }
  return ranges;
}

/** Whole-house nights and each named room's own, as ranges. */
export function mergeTaken(sources) {
  const house = new Set();
  const rooms = new Map();
  for (const s of sources) {
    const into = s.room ? (rooms.get(s.room) ?? rooms.set(s.room, new Set()).get(s.room)) : house;
    for (const n of s.nights) into.add(n);
  }
  return {
    house: toRanges([...house].sort()),
    rooms: Object.fromEntries(
      [...rooms]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, set]) => [id, toRanges([...set].sort())]),
    ),
  };
}

/** A second export (OUT_DIR, the e2e sub-path build) keeps its own nights beside the default's. */
export const availabilityFileName = (outDir) =>
  outDir && outDir !== 'out' ? `availability.${path.basename(outDir)}.json` : 'availability.json';

const countNights = (ranges) =>
  ranges.reduce((sum, [a, b]) => sum + dayNumber(b) - dayNumber(a) + 1, 0);

/**
 * The whole step: reads closures and feeds, writes the merged nights. Returns what it wrote.
 * Options exist for the tests; the build calls it with none.
 */
export async function buildAvailability({
  root = path.resolve(import.meta.dirname, '..'),
  env = process.env,
  now = new Date(),
  fetchImpl = fetch,
  timeoutMs = FETCH_TIMEOUT_MS,
  closuresFile = path.join(root, stayHouseFile('closures.json', root)),
  localFeedsFile = path.join(root, 'availability-feeds.local'),
  cacheDir = path.join(root, '.cache/availability'),
  outFile = path.join(root, 'content/generated', availabilityFileName(env.OUT_DIR)),
  log = console,
} = {}) {
  const window = windowFrom(now);
  const entries = readFeedList(env, localFeedsFile);
  const closures = existsSync(closuresFile)
    ? (JSON.parse(readFileSync(closuresFile, 'utf8')).closures ?? [])
    : [];
  const loaded = await Promise.all(
    entries.map(async (entry) => ({
      entry,
      ...(await loadFeed(entry, { window, cacheDir, now, fetchImpl, timeoutMs, log })),
    })),
  );
  const merged = mergeTaken([
    ...closureNights(closures, window),
    ...loaded.map(({ entry, nights }) => ({ room: entry.room, nights })),
  ]);
  // "Last updated" is the oldest copy in use: a feed read from the cache is as old as the cache.
  const times = loaded.map((l) => l.fetchedAt).filter(Boolean);
  const updatedAt = new Date(Math.min(now.getTime(), ...times.map((t) => t.getTime())));
  const sources =
    loaded.filter((l) => l.status !== 'missing').length + (closures.length > 0 ? 1 : 0);
  const result = {
    updatedAt: updatedAt.toISOString(),
    window,
    sources,
    house: merged.house,
    rooms: merged.rooms,
  };
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);

  const perRoom = Object.entries(merged.rooms).map(([id, r]) => `${id} ${countNights(r)}`);
  const total =
    countNights(merged.house) + Object.values(merged.rooms).reduce((s, r) => s + countNights(r), 0);
  const stale = loaded.filter((l) => l.status !== 'fresh').length;
  log.log(
    `availability: ${total} taken nights (whole house ${countNights(merged.house)}${perRoom.map((p) => `, ${p}`).join('')}) ` +
      `from ${sources} ${sources === 1 ? 'source' : 'sources'} (${entries.length} ${entries.length === 1 ? 'feed' : 'feeds'}` +
      `${stale ? `, ${stale} not fresh` : ''}, ${closures.length} owner ${closures.length === 1 ? 'closure' : 'closures'}), ${window.from} to ${window.to}`,
  );
  return result;
}

async function main() {
  try {
    await buildAvailability();
  } catch (error) {
    if (!(error instanceof AvailabilityError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// Run only as `node scripts/collect-availability.mjs`; importing the module (the tests do) has no effect.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  void main();
}
