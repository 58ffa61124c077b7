// The calendar feeds the e2e sub-path build reads, written the way each platform writes them and
// dated from the day they are asked for, so the tests never go stale. Offsets are nights after
// "today" in India (T); the tests read the same offsets from here.

/** Which nights each feed takes (T + n), for the tests to check against. */
export const FIXTURE = {
  /** Airbnb, premium suite: two stays back to back (T+10 to T+13, T+13 to T+15). */
  premium: [10, 11, 12, 13, 14],
  /** MakeMyTrip in UTC, standard room: 14:00 on T+10 to 11:00 on T+12 in India time. */
  standard: [10, 11],
  /** Google Calendar, whole house: a stay 14:00 T+20 to 11:00 T+22; weekly closure from T+40 (3 times). */
  house: [20, 21, 40, 47, 54],
  /** A cancelled stay (Google) on these nights takes none of them. */
  cancelled: [30, 31, 32],
};

/** Words that appear in the feeds and must never reach the site. */
export const FEED_SECRETS = ['HMSECRET', 'Mrs Verma', 'fixture-uid', 'Booked - MMT'];

const DAY_MS = 86_400_000;

/** Today in India, YYYY-MM-DD. */
export function todayInIndia(now = new Date()) {
  return new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

const plus = (iso, n) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const date = (iso, n) => plus(iso, n).replaceAll('-', '');
const calendar = (prodid, events, extra = []) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodid}`,
    'CALSCALE:GREGORIAN',
    ...extra,
    ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** Every feed by its path, for the day `today`. */
export function fixtureFeeds(today) {
  const t = (n) => date(today, n);
  return {
    '/airbnb-premium.ics': calendar('-//Airbnb Inc//Hosting Calendar 1.0//EN', [
      [
        `DTSTART;VALUE=DATE:${t(10)}`,
        `DTEND;VALUE=DATE:${t(13)}`,
        'UID:fixture-uid-1@airbnb.com',
        'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMSECRET',
        'SUMMARY:Reserved',
      ],
      [
        `DTSTART;VALUE=DATE:${t(13)}`,
        `DTEND;VALUE=DATE:${t(15)}`,
        'UID:fixture-uid-2@airbnb.com',
        'SUMMARY:Reserved',
      ],
    ]),
    '/makemytrip-standard.ics': calendar('-//MakeMyTrip//Ingo Calendar//EN', [
      [
        'UID:fixture-uid-3',
        `DTSTAMP:${t(0)}T000000Z`,
        // 08:30 UTC is 14:00 in India; 05:30 UTC is 11:00.
        `DTSTART:${t(10)}T083000Z`,
        `DTEND:${t(12)}T053000Z`,
        'SUMMARY:Booked - MMT',
      ],
    ]),
    '/google-house.ics': calendar(
      '-//Google Inc//Google Calendar 70.9054//EN',
      [
        [
          `DTSTART;TZID=Asia/Kolkata:${t(20)}T140000`,
          `DTEND;TZID=Asia/Kolkata:${t(22)}T110000`,
          'UID:fixture-uid-4@google.com',
          'SUMMARY:Mrs Verma and friends',
        ],
        [
          `DTSTART;TZID=Asia/Kolkata:${t(30)}T140000`,
          `DTEND;TZID=Asia/Kolkata:${t(33)}T110000`,
          'UID:fixture-uid-5@google.com',
          'STATUS:CANCELLED',
          'SUMMARY:Mrs Verma (cancelled)',
        ],
        [
          `DTSTART;VALUE=DATE:${t(40)}`,
          `DTEND;VALUE=DATE:${t(41)}`,
          'RRULE:FREQ=WEEKLY;COUNT=3',
          'UID:fixture-uid-6@google.com',
          'SUMMARY:Family puja',
        ],
      ],
      [
        'X-WR-TIMEZONE:Asia/Kolkata',
        'BEGIN:VTIMEZONE',
        'TZID:Asia/Kolkata',
        'BEGIN:STANDARD',
        'TZOFFSETFROM:+0530',
        'TZOFFSETTO:+0530',
        'TZNAME:IST',
        'DTSTART:19700101T000000',
        'END:STANDARD',
        'END:VTIMEZONE',
      ],
    ),
    // A platform having a bad day: an HTML error page where the calendar should be.
    '/booking-broken.ics': '<!doctype html><title>503</title><p>Service unavailable</p>',
  };
}

export { plus as addDays };
