/**
 * The site's own iCalendar file (RFC 5545): one all-day event per closure, DTEND the morning
 * after the last night (exclusive, as the platforms read it). Written by hand because it is
 * this small and holds no text from anyone but the owner's content/ words; reading calendars
 * (scripts/collect-availability.mjs) uses ical.js.
 */
import { addDays } from '@/lib/dates.mjs';

type Closing = { firstNight: string; lastNight: string; room?: string };

const compact = (iso: string) => iso.replaceAll('-', '');

/** TEXT values escape backslash, semicolon, comma and newline. */
const text = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let chunk = '';
  for (const ch of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(chunk + ch, 'utf8') > limit) {
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
    'PRODID:-//Smriti Heritage Sanctuaries//Chaaya closures//EN',
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
