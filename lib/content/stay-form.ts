import { z } from 'zod';
import { labelled } from './schema';
import { countForms, template, word } from './sentences';

/*
 * The stay request's words: its fields, its checks, its calendar and the message it sends, in
 * content/stay-form.yaml (Hindi: stay-form.hi.yaml). Part of the interface words (as
 * `stayRequest`); the form is a client island and gets them as props, with the figures, from the
 * server section (components/stay-request/stay-config.ts). `{name}` slots are filled in with
 * lib/content/format.ts.
 */

/**
 * A counted word ('{n} night' / '{n} nights'): `countForms`, each of its forms with its label and
 * hint. `one` and `many` are the thing counted, as a guest reads it ('night', 'nights').
 */
export function counted(one: string, many: string) {
  const forms = countForms.shape;
  return z.object({
    one: labelled(
      forms.one,
      `One ${one}`,
      `Written when there is exactly one ${one}. Keep {n}: the site puts the number there.`,
    ),
    other: labelled(
      forms.other,
      `Two or more ${many}`,
      `Written for any other number of ${many}. Keep {n}: the site puts the number there.`,
    ),
    otherOblique: labelled(
      forms.otherOblique,
      `Two or more ${many}, before का or की`,
      `Hindi only: the form a sentence uses before का, की, के or में, such as "{n} रातों". Keep {n}. English may leave it empty.`,
    ),
  });
}

/** `names(length)` with its label and hint on each name, so each one reads well in the editor. */
const named = (length: number, title: string, description: string) =>
  z
    .array(labelled(word, title, description))
    .length(length)
    .readonly();

export const stayFormSchema = z.object({
  label: labelled(
    word,
    'Request form: its name',
    'What screen readers call the whole stay request form.',
  ),
  checkin: labelled(
    word,
    'Check-in date: label · चेक-इन',
    'The name over the first date box of the stay request: the day the guest arrives.',
  ),
  checkout: labelled(
    word,
    'Check-out date: label · चेक-आउट',
    'The name over the second date box of the stay request: the day the guest leaves.',
  ),
  guests: labelled(
    word,
    'Guests: label · मेहमान',
    'The name over the box where the guest sets how many people are coming.',
  ),
  fewer: labelled(
    word,
    'Guests: minus button',
    'Read aloud by screen readers on the − button beside the number of guests.',
  ),
  more: labelled(
    word,
    'Guests: plus button',
    'Read aloud by screen readers on the + button beside the number of guests.',
  ),
  room: labelled(
    word,
    'Room: label · कमरा',
    'The name over the list where the guest picks a room.',
  ),
  sleepsUpTo: labelled(
    template('n'),
    'Room: how many it sleeps',
    "Under the room list, after the room's rate (the dormitory shows its beds instead). Keep {n}: the site puts the number of guests there.",
  ),
  note: labelled(
    word,
    'Note box: label',
    'The question over the box where a guest can write a note to the family.',
  ),
  optional: labelled(
    word,
    'Note box: optional mark',
    "Shown in brackets after the note box's label, so guests know they may leave it empty.",
  ),
  notePlaceholder: labelled(
    word,
    'Note box: example text',
    'Pale example text inside the empty note box; it goes away when the guest starts typing.',
  ),
  summary: labelled(
    word,
    'Estimate box: its name',
    'What screen readers call the box that adds up the price of the stay.',
  ),
  nights: labelled(
    word,
    'Estimate: nights row',
    'The first row of the estimate box, beside the number of nights chosen.',
  ),
  rate: labelled(
    word,
    'Estimate: rate row',
    'The row of the estimate box beside the price per night and how it adds up.',
  ),
  total: labelled(
    word,
    'Estimate: total row · कुल रक़म',
    'The row of the estimate box beside the total price of the stay, in large figures.',
  ),
  advance: labelled(
    template('percent'),
    'Estimate: advance row',
    'The last row of the estimate box, beside the amount paid first to confirm. Keep {percent}: the site puts the advance percentage there.',
  ),
  pickDates: labelled(
    word,
    'Estimate: choose dates first',
    'Shown under the estimate until the guest has chosen both dates.',
  ),
  cancelNotice: labelled(
    template('hours'),
    'Estimate: notice to cancel',
    'How long before arrival a guest must cancel, in the line under the estimate. Keep {hours}: the site puts the number of hours there.',
  ),
  /** The line under the estimate: the notice to cancel, then what the rate includes. */
  termsLine: labelled(
    template('cancel', 'included'),
    'Estimate: terms line',
    'The line under the estimate. Keep {cancel} (the notice to cancel, above) and {included} (what the rate includes, from the booking facts).',
  ),
  whatsapp: labelled(
    word,
    'Send button: by chat',
    'The main button at the foot of the form: it opens WhatsApp with the request written out, ready to send to the family.',
  ),
  email: labelled(
    word,
    'Send button: e-mail',
    "The second button at the foot of the form: it opens the guest's e-mail with the request written out.",
  ),
  nightCount: labelled(
    counted('night', 'nights'),
    'Counted nights',
    'How a number of nights is written, in the estimate, the messages and the season rates.',
  ),
  bedCount: labelled(
    counted('bed', 'beds'),
    'Counted beds',
    "How a number of beds is written, for the dormitory's rate and size.",
  ),
  guestCount: labelled(
    counted('guest', 'guests'),
    'Counted guests',
    'How a number of guests is written, when a room is too small for the group.',
  ),
  checkinMissing: labelled(
    word,
    'Error: check-in date missing',
    'Shown under the check-in date when a guest sends without choosing one.',
  ),
  checkinInvalid: labelled(
    word,
    'Error: check-in date not a date',
    'Shown under the check-in date when what the guest typed is not a real date.',
  ),
  checkinPast: labelled(
    template('date'),
    'Error: check-in date in the past',
    "Shown under the check-in date when it is before today. Keep {date}: the site puts today's date there.",
  ),
  checkoutMissing: labelled(
    word,
    'Error: check-out date missing',
    'Shown under the check-out date when a guest sends without choosing one.',
  ),
  checkoutInvalid: labelled(
    word,
    'Error: check-out date not a date',
    'Shown under the check-out date when what the guest typed is not a real date.',
  ),
  checkoutOrder: labelled(
    word,
    'Error: check-out before check-in',
    'Shown under the check-out date when it is not after the check-in date.',
  ),
  tooLong: labelled(
    template('max', 'n'),
    'Error: stay too long',
    'Shown under the check-out date when the stay is longer than the site takes requests for. Keep {max} (the longest stay) and {n} (the nights chosen).',
  ),
  guestsMissing: labelled(
    word,
    'Error: number of guests missing',
    'Shown under the guests box when it is left empty.',
  ),
  guestsInvalid: labelled(
    word,
    'Error: number of guests not right',
    'Shown under the guests box when it is not a whole number of 1 or more.',
  ),
  roomHasBeds: labelled(
    template('room', 'beds'),
    'Too many guests: dormitory beds',
    'Shown when more guests are coming than the dormitory has beds. Keep {room} (its name) and {beds} (its number of beds).',
  ),
  roomSleeps: labelled(
    template('room', 'guests'),
    'Too many guests: room size',
    "Shown when more guests are coming than the room sleeps. Keep {room} and {guests}: the room's name and how many it sleeps.",
  ),
  otherRoom: labelled(
    template('n', 'room', 'size'),
    'Too many guests: a room that fits',
    'Follows the line above, naming a room big enough. Keep {n} (the guests), {room} (that room) and {size} (its beds, or the words below).',
  ),
  upTo: labelled(
    template('guests'),
    'Too many guests: sleeps up to',
    'The size of the room that fits, inside the line above. Keep {guests}: the site puts the number of guests there.',
  ),
  noRoomFits: labelled(
    template('n'),
    'Too many guests: no room fits',
    'Shown when no room is big enough, asking the group to write on chat. Keep {n}: the number of guests.',
  ),
  takenMessage: labelled(
    template('room', 'nights'),
    'Taken nights: message',
    'Shown under the dates when the room is already taken on some of the chosen nights. Keep {room} and {nights}: the room and the nights taken.',
  ),
  nightOf: labelled(
    template('first'),
    'Taken nights: one night',
    'One taken night, inside the message above. Keep {first}: the site puts the date there.',
  ),
  nightsOf: labelled(
    template('first', 'last'),
    'Taken nights: several nights',
    'A run of taken nights, inside the message above. Keep {first} and {last}: the first and the last date.',
  ),
  and: labelled(
    word,
    'Taken nights: joining word',
    'The word between two runs of taken nights in the message above, such as "and".',
  ),
  nearestLead: labelled(
    template('count'),
    'Taken nights: nearest free stay',
    'Written before the button that offers the nearest free dates. Keep {count}: the number of nights.',
  ),
  nearestAction: labelled(
    template('checkin', 'checkout'),
    'Nearest dates button',
    'The button that picks the nearest free dates (or, for a stay too short for its season, the nearest long enough). Keep {checkin} and {checkout}.',
  ),
  nearestNone: labelled(
    template('count'),
    'Taken nights: nothing free',
    'Shown when no stay of the same length is free in this room in the coming months. Keep {count}: the number of nights.',
  ),
  calendar: labelled(
    word,
    'Calendar: its name',
    'A name for the calendar of free and taken days. The site does not show it anywhere at present.',
  ),
  calendarShow: labelled(
    word,
    'Calendar: show link',
    'The link under the dates that opens the calendar of free and taken days.',
  ),
  calendarHide: labelled(
    word,
    'Calendar: hide link',
    'The same link while the calendar is open: it closes it again.',
  ),
  calendarHint: labelled(
    word,
    'Calendar: how to use it',
    'Shown above the calendar while it is open, telling the guest how to choose their days.',
  ),
  previousMonth: labelled(
    word,
    'Calendar: previous month button',
    'Read aloud by screen readers on the arrow that shows the month before.',
  ),
  nextMonth: labelled(
    word,
    'Calendar: next month button',
    'Read aloud by screen readers on the arrow that shows the month after.',
  ),
  dayTaken: labelled(
    word,
    'Calendar day: taken',
    "Read aloud after a day's date when the room is already taken that night.",
  ),
  dayFree: labelled(
    word,
    'Calendar day: free',
    "Read aloud after a day's date when the room is free that night.",
  ),
  dayCheckin: labelled(
    word,
    'Calendar day: check-in',
    'Read aloud after the date the guest chose for check-in.',
  ),
  dayCheckout: labelled(
    word,
    'Calendar day: check-out',
    'Read aloud after the date the guest chose for check-out.',
  ),
  dayTooShort: labelled(
    template('nights'),
    'Calendar day: check-out too soon',
    "Read aloud after a day's date when checking out that day would make the stay shorter than its season allows. Keep {nights}: the shortest stay.",
  ),
  legendTaken: labelled(
    word,
    'Calendar key: taken',
    'Under the calendar, beside the colour of the days already taken.',
  ),
  legendChosen: labelled(
    word,
    'Calendar key: your stay',
    "Under the calendar, beside the colour of the guest's chosen days.",
  ),
  calendarNight: labelled(
    template('date', 'rate'),
    'Calendar: a night and its rate',
    "Under the calendar (and read aloud) for the day a guest points at, outside any season. Keep {date} and {rate}: the room's rate that night.",
  ),
  calendarSeasonNight: labelled(
    template('date', 'season', 'rate'),
    "Calendar: a season's night and its rate",
    "The same for a night in one of the seasons. Keep {date}, {season} (the season's name) and {rate}.",
  ),
  updatedAt: labelled(
    template('date', 'time'),
    'Calendars: last read time',
    'When the family\'s calendars were last read, inside the stay section\'s "last updated" line. Keep {date} and {time}.',
  ),
  dates: labelled(
    z.object({
      date: labelled(
        template('weekday', 'day', 'month', 'year'),
        'Date, written out',
        'A date as the request writes it, such as "Fri 12 Mar 2027". Keep {weekday}, {day}, {month} and {year}, in the order your language says them.',
      ),
      monthYear: labelled(
        template('month', 'year'),
        'Calendar: month heading',
        'The month over the calendar, such as "March 2027". Keep {month} and {year}.',
      ),
      weekdays: labelled(
        named(7, 'Short day name', 'One short day name, such as "Fri". In order, Sunday first.'),
        'Day names, short',
        'Seven short day names, Sunday first, used in dates such as "Fri 12 Mar".',
      ),
      weekdaysMin: labelled(
        named(
          7,
          'Shortest day name',
          'One very short day name, such as "Fr". In order, Sunday first.',
        ),
        'Day names, shortest',
        "Seven very short day names, Sunday first, over the calendar's columns.",
      ),
      weekdaysLong: labelled(
        named(
          7,
          'Full day name',
          'One day name in full, such as "Friday". In order, Sunday first.',
        ),
        'Day names, in full',
        "Seven day names in full, Sunday first, read aloud over the calendar's columns.",
      ),
      months: labelled(
        named(
          12,
          'Short month name',
          'One short month name, such as "Mar". In order, January first.',
        ),
        'Month names, short',
        'Twelve short month names, January first, used in dates such as "12 Mar".',
      ),
      monthsLong: labelled(
        named(
          12,
          'Full month name',
          'One month name in full, such as "March". In order, January first.',
        ),
        'Month names, in full',
        'Twelve month names in full, January first, over the calendar.',
      ),
    }),
    'Dates and day names',
    'How dates, days and months are written in the stay request, its calendar and its message.',
  ),
  message: labelled(
    z.object({
      greeting: labelled(
        template('place'),
        'Message: greeting',
        "The message's first line. Keep {place}: the site puts the house's name there (written below).",
      ),
      reference: labelled(
        template('reference'),
        'Message: reference line',
        "The line with the stay's reference, such as CHA-STA-270312-3N-2G, which the family's reply page reads the stay from. Keep {reference}.",
      ),
      room: labelled(
        template('room'),
        'Message: room line',
        'The line naming the room. Keep {room}: the room the guest chose.',
      ),
      checkin: labelled(
        template('date'),
        'Message: check-in line',
        'The line with the check-in date. Keep {date}: the site puts the date there.',
      ),
      checkout: labelled(
        template('date', 'nights'),
        'Message: check-out line',
        'The line with the check-out date. Keep {date} and {nights}: the date and the number of nights.',
      ),
      guests: labelled(
        template('n'),
        'Message: guests line',
        'The line with the number of guests. Keep {n}: the site puts the number there.',
      ),
      total: labelled(
        template('total', 'breakdown'),
        'Message: total line',
        'The line with the estimated price. Keep {total} and {breakdown}: the total and how it adds up.',
      ),
      advance: labelled(
        template('percent', 'amount'),
        'Message: advance line',
        'The line with the advance. Keep {percent} and {amount}: the advance percentage and the amount paid first.',
      ),
      note: labelled(
        template('note'),
        'Message: note line',
        "Only when the guest wrote a note. Keep {note}: the site puts the guest's own words there.",
      ),
      closing: labelled(
        word,
        'Message: closing line',
        "The message's last line, asking the family to confirm.",
      ),
      subject: labelled(
        template('room', 'checkin', 'checkout'),
        'E-mail subject line',
        'The subject of the e-mail a request sends. Keep {room}, {checkin} and {checkout}: the room and the two dates.',
      ),
    }),
    'Request message · संदेश',
    'The message the request writes out for WhatsApp or e-mail, line by line, for the guest to send to the family.',
  ),
  place: labelled(
    word,
    'House name in the message',
    "The house the request is for, as the message's greeting names it.",
  ),
  reference: labelled(
    template('reference'),
    'Reference above the send buttons',
    "Shown above the send buttons once the stay can be sent, with the stay's reference, which changes with the stay. Keep {reference}.",
  ),
  after: labelled(
    word,
    'Note under the send buttons',
    'Shown under the send buttons, so guests know nothing is booked or paid on the site itself.',
  ),
  /** Seasons (content/houses/<id>/seasons.yaml): how their nights are written, '20 Dec', '28 Oct 2027'. */
  dayMonth: labelled(
    template('day', 'month'),
    'Season dates: day and month',
    'How the dates of a season that comes every year are written, such as "20 Dec". Keep {day} and {month}.',
  ),
  dayMonthYear: labelled(
    template('day', 'month', 'year'),
    'Season dates: with the year',
    'How the dates of a season for one year only are written, such as "28 Oct 2027". Keep {day}, {month} and {year}.',
  ),
  ratePart: labelled(
    template('nights', 'rate'),
    'Estimate: one part of the rate',
    'One part of the rate when a stay crosses into another season, such as "2 nights × ₹3,600". Keep {nights} and {rate}.',
  ),
  season: labelled(
    word,
    'Estimate: season row · सीज़न',
    'The row of the estimate box naming the season the stay falls in.',
  ),
  seasonRate: labelled(
    template('season', 'rate', 'when'),
    'Room rates: season line',
    'Under a room\'s rate in the room rates, such as "Peak season: ₹4,500 per night, 20 Dec – 5 Jan". Keep {season}, {rate} and {when}.',
  ),
  seasonMinimum: labelled(
    template('nights'),
    'Room rates: shortest stay',
    "After a season's line when the season asks for a longer stay. Keep {nights}: the shortest stay.",
  ),
  minimumMessage: labelled(
    template('season', 'when', 'nights'),
    'Error: stay shorter than the season allows',
    "Shown under the dates when the stay is shorter than its season's shortest stay. Keep {season}, {when} (the season's dates) and {nights} (the shortest stay).",
  ),
  minimumLead: labelled(
    word,
    'Short stay: nearest stay that fits',
    'Written before the button that offers the nearest dates long enough for the season.',
  ),
  minimumNone: labelled(
    word,
    'Short stay: nothing free',
    'Shown when no stay long enough for the season is free in this room in the coming months.',
  ),
});

export type StayForm = z.output<typeof stayFormSchema>;
