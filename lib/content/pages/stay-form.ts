import { z } from 'zod';
import { factSlots } from '../fact-slots';
import { defaultLang } from '../languages';
import { loadWords, perLanguage } from '../load-words';
import { countForms, names, template, word } from '../words';

/*
 * The stay request's words: its fields, its checks, its calendar and the message it sends, in
 * content/stay-form.yaml (Hindi: stay-form.hi.yaml). Part of the interface words (as
 * `stayRequest`); the form is a client island and gets them as props, with the figures, from the
 * server section (components/stay-request/stay-config.ts). `{name}` slots are filled in with
 * lib/content/format.ts.
 */

export const stayFormSchema = z.object({
  label: word,
  checkin: word,
  checkout: word,
  guests: word,
  fewer: word,
  more: word,
  room: word,
  sleepsUpTo: template('n'),
  note: word,
  optional: word,
  notePlaceholder: word,
  summary: word,
  nights: word,
  rate: word,
  total: word,
  advance: template('percent'),
  pickDates: word,
  cancelNotice: template('hours'),
  /** The line under the estimate: the notice to cancel, then what the rate includes. */
  termsLine: template('cancel', 'included'),
  whatsapp: word,
  email: word,
  nightCount: countForms,
  bedCount: countForms,
  guestCount: countForms,
  checkinMissing: word,
  checkinInvalid: word,
  checkinPast: template('date'),
  checkoutMissing: word,
  checkoutInvalid: word,
  checkoutOrder: word,
  tooLong: template('max', 'n'),
  guestsMissing: word,
  guestsInvalid: word,
  roomHasBeds: template('room', 'beds'),
  roomSleeps: template('room', 'guests'),
  otherRoom: template('n', 'room', 'size'),
  upTo: template('guests'),
  noRoomFits: template('n'),
  takenMessage: template('room', 'nights'),
  nightOf: template('first'),
  nightsOf: template('first', 'last'),
  and: word,
  nearestLead: template('count'),
  nearestAction: template('checkin', 'checkout'),
  nearestNone: template('count'),
  calendar: word,
  calendarShow: word,
  calendarHide: word,
  calendarHint: word,
  previousMonth: word,
  nextMonth: word,
  dayTaken: word,
  dayFree: word,
  dayCheckin: word,
  dayCheckout: word,
  legendTaken: word,
  legendChosen: word,
  updatedAt: template('date', 'time'),
  dates: z.object({
    date: template('weekday', 'day', 'month', 'year'),
    monthYear: template('month', 'year'),
    weekdays: names(7),
    weekdaysMin: names(7),
    weekdaysLong: names(7),
    months: names(12),
    monthsLong: names(12),
  }),
  message: z.object({
    greeting: template('place'),
    room: template('room'),
    checkin: template('date'),
    checkout: template('date', 'nights'),
    guests: template('n'),
    total: template('total', 'breakdown'),
    advance: template('percent', 'amount'),
    note: template('note'),
    closing: word,
    subject: template('room', 'checkin', 'checkout'),
  }),
  place: word,
  after: word,
  /** Seasons (content/seasons.yaml): how their nights are written, '20 Dec', '28 Oct 2027'. */
  dayMonth: template('day', 'month'),
  dayMonthYear: template('day', 'month', 'year'),
  ratePart: template('nights', 'rate'),
  season: word,
  seasonRate: template('season', 'rate', 'when'),
  seasonMinimum: template('nights'),
  minimumMessage: template('season', 'when', 'nights'),
  minimumLead: word,
  minimumNone: word,
});

export type StayForm = z.output<typeof stayFormSchema>;

export const stayFormIn = perLanguage((lang): StayForm =>
  loadWords(stayFormSchema, 'stay-form', lang, { slots: factSlots(lang) }),
);

export const stayForm: StayForm = stayFormIn(defaultLang);
