/**
 * The stay request's words: its fields, its checks, its calendar and the message it sends. Part
 * of the interface words (content/interface.ts validates them there, as `stayRequest`); the form
 * is a client island and gets them as props, with the figures, from the server section
 * (components/stay-request/stay-config.ts). `{name}` slots are filled in with content/format.ts.
 */
export const stayForm = {
  label: 'Stay request',
  checkin: 'Check-in',
  checkout: 'Check-out',
  guests: 'Guests',
  fewer: 'One guest fewer',
  more: 'One guest more',
  room: 'Room',
  /** Under the room select: the rate, then this (a room) or the beds (the dormitory). */
  sleepsUpTo: 'sleeps up to {n}',
  note: 'Anything we should know?',
  optional: 'optional',
  notePlaceholder: 'Arrival time, food you avoid, a birthday…',
  summary: 'Your estimate',
  nights: 'Nights',
  rate: 'Rate',
  total: 'Estimated total',
  /** The advance line of the estimate; {percent} is content/facts.ts booking.advancePercent. */
  advance: '{percent}% advance to confirm',
  pickDates: 'Choose your dates to see the total.',
  /** Under the estimate, before the inclusions (content/facts.ts). */
  cancelNotice: "{hours} hours' notice to cancel",
  termsLine: '{cancel} · {included}.',
  whatsapp: 'Send on WhatsApp',
  email: 'Send by e-mail',
  /** Counted words: {n} is the number. */
  nightCount: { one: '{n} night', other: '{n} nights', otherOblique: '{n} nights' },
  bedCount: { one: '{n} bed', other: '{n} beds' },
  guestCount: { one: '{n} guest', other: '{n} guests' },
  /** What each field says when it needs fixing. */
  checkinMissing: 'Choose your check-in date.',
  checkinInvalid: 'Choose a check-in date from the calendar.',
  checkinPast: 'Check-in can’t be in the past: choose {date} or later.',
  checkoutMissing: 'Choose your check-out date.',
  checkoutInvalid: 'Choose a check-out date from the calendar.',
  checkoutOrder: 'Check-out must be after check-in.',
  tooLong:
    'We take requests for up to {max} nights; this is {n}. For a longer stay, write to the family on chat.',
  guestsMissing: 'Enter how many guests are coming.',
  guestsInvalid: 'Guests must be a whole number, at least 1.',
  /** Too many guests for the room: what it holds, then a room that fits or the chat. */
  roomHasBeds: 'The {room} has {beds}.',
  roomSleeps: 'The {room} sleeps up to {guests}.',
  /** {size} is a count of beds, or `upTo`. */
  otherRoom: 'For {n}, choose the {room} ({size}).',
  upTo: 'up to {guests}',
  noRoomFits: 'For a group of {n}, write to the family on chat and they will find a way.',
  /** Availability: {room}, {nights}, {first}, {last}, {checkin}, {checkout}, {count} are filled in. */
  takenMessage: 'The {room} is already taken on {nights}, so this request can’t be sent.',
  nightOf: 'the night of {first}',
  nightsOf: 'the nights of {first} to {last}',
  and: 'and',
  nearestLead: 'The nearest free stay of {count}:',
  nearestAction: '{checkin} to {checkout}',
  nearestNone:
    'No stay of {count} is free in this room in the coming months: try another room, or write to the family on chat.',
  calendar: 'Calendar',
  calendarShow: 'Show the calendar',
  calendarHide: 'Hide the calendar',
  calendarHint:
    'Choose a free day for check-in, then another for check-out. Taken nights can’t be chosen.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  dayTaken: 'taken',
  dayFree: 'free',
  dayCheckin: 'check-in',
  dayCheckout: 'check-out',
  legendTaken: 'Taken',
  legendChosen: 'Your stay',
  /** When the family's calendars were last read (India time, as the house keeps it). */
  updatedAt: '{date}, {time} India time',
  /** How dates are written: 'Fri 12 Mar 2027', and the calendar's 'March 2027'. */
  dates: {
    date: '{weekday} {day} {month} {year}',
    monthYear: '{month} {year}',
    /** Sunday first, as the calendar's weeks. */
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    weekdaysMin: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
    weekdaysLong: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    monthsLong: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  /**
   * The message a request sends, by WhatsApp or e-mail, line by line (a blank line after the
   * greeting, around the note and before the closing). Every figure is filled in from content/.
   */
  message: {
    /** {place} is `place` below. */
    greeting: "Namaste! I'd like to request a stay at {place}.",
    room: 'Room: {room}',
    checkin: 'Check-in: {date}',
    checkout: 'Check-out: {date} ({nights})',
    guests: 'Guests: {n}',
    total: 'Estimated total: {total} ({breakdown})',
    advance: '{percent}% advance to confirm: {amount}',
    note: 'Note: {note}',
    closing: 'Could you confirm availability? Thank you!',
    /** The e-mail's subject line. */
    subject: 'Stay request: {room}, {checkin} to {checkout}',
  },
  /** The house the request is for, as the message names it. */
  place: 'Chaaya Homestay',
  after:
    'Nothing is booked or paid here: your request opens in WhatsApp or your e-mail, ready to send, and the family confirms availability.',
  /** A season's nights (content/seasons.yaml) without and with the year: '20 Dec', '28 Oct 2027'. */
  dayMonth: '{day} {month}',
  dayMonthYear: '{day} {month} {year}',
  /** One rate of a stay that crosses a season's edge: '2 nights × ₹3,600' (joined with ' + '). */
  ratePart: '{nights} × {rate}',
  /** The estimate's row naming the season(s) the stay falls in. */
  season: 'Season',
  /** Under a room's rate: 'Peak season: ₹4,500 per night, 20 Dec – 5 Jan and 15 May – 30 Jun'. */
  seasonRate: '{season}: {rate}, {when}',
  /** After it: the season's shortest stay. */
  seasonMinimum: 'at least {nights}',
  /** A stay shorter than a season's minimum: {when} is the season's nights, {nights} the minimum. */
  minimumMessage:
    'The shortest stay in {season} ({when}) is {nights}, so this request can’t be sent.',
  minimumLead: 'The nearest stay that meets it:',
  minimumNone:
    'No stay that meets it is free in this room in the coming months: try another room, or write to the family on chat.',
} as const;
