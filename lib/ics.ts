/**
 * The site's own iCalendar files (RFC 5545): one all-day event per closure, DTEND the morning
 * after the last night (exclusive, as the platforms read it), and a guest's stay for their own
 * calendar, made in the browser on the pay page. Written by hand because they are this small
 * (ical.js would add its whole parser to the pay page's scripts); reading calendars
 * (scripts/collect-availability.mjs) uses ical.js.
 */
import { addDays, HOUSE_UTC_OFFSET } from '@/lib/dates.mjs';

type Closing = { firstNight: string; lastNight: string; room?: string };

const compact = (iso: string) => iso.replaceAll('-', '');

/** TEXT values escape backslash, semicolon, comma and newline. */
const text = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let chunk = '';
  for (const ch of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (octets(chunk + ch) > limit) {
      parts.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  parts.push(chunk);
  return parts.join('\r\n ');
}

export function closuresCalendar({
  name,
  summary,
  uidDomain,
  closures,
  stamp,
}: {
  name: string;
  summary: string;
  uidDomain: string;
  closures: readonly Closing[];
  stamp: Date;
}): string {
  const dtstamp = `${stamp.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Smriti Heritage Sanctuaries//House closures//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    ...closures.flatMap((c) => [
      'BEGIN:VEVENT',
      `UID:closure-${compact(c.firstNight)}-${compact(c.lastNight)}-${c.room ?? 'house'}@${uidDomain}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compact(c.firstNight)}`,
      `DTEND;VALUE=DATE:${compact(addDays(c.lastNight, 1))}`,
      `SUMMARY:${text(summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * A guest's stay as one event: from the check-in time on the first day to the check-out time
 * on the last, on the house's clock (written in UTC, so no time-zone table is needed), at the
 * house's place. Every word in it is the site's or
 * read from a link, escaped as TEXT, so nothing a link says becomes a calendar property.
 */
export function stayCalendar({
  uid,
  title,
  description,
  place,
  from,
  to,
  checkIn,
  checkOut,
  stamp,
}: {
  uid: string;
  title: string;
  description: string;
  place: string;
  from: string;
  to: string;
  /** 'HH:MM' on the 24-hour clock. */
  checkIn: string;
  checkOut: string;
  stamp: Date;
}): string {
  const utc = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const at = (iso: string, time: string) => utc(new Date(`${iso}T${time}:00${HOUSE_UTC_OFFSET}`));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Smriti Heritage Sanctuaries//Stay//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${text(uid)}`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${at(from, checkIn)}`,
    `DTEND:${at(to, checkOut)}`,
    `SUMMARY:${text(title)}`,
    `DESCRIPTION:${text(description)}`,
    `LOCATION:${text(place)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
