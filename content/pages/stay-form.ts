/**
 * The stay request form's words. Plain strings with no imports: the form is a client island and
 * reads this file directly (figures reach it as props from content/rooms.ts and facts.ts).
 */
export const stayForm = {
  label: 'Stay request',
  checkin: 'Check-in',
  checkout: 'Check-out',
  guests: 'Guests',
  fewer: 'One guest fewer',
  more: 'One guest more',
  room: 'Room',
  note: 'Anything we should know?',
  optional: 'optional',
  notePlaceholder: 'Arrival time, food you avoid, a birthday…',
  summary: 'Your estimate',
  nights: 'Nights',
  rate: 'Rate',
  total: 'Estimated total',
  pickDates: 'Choose your dates to see the total.',
  whatsapp: 'Send on WhatsApp',
  email: 'Send by e-mail',
  /** Availability: {room}, {nights}, {first}, {last}, {date}, {checkin}, {checkout}, {count} are filled in. */
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
  /** How a rate and the estimate carry the owner's tax setting (content/facts.ts, booking.tax). */
  taxAdded: '+ {rate}% GST',
  taxIncluded: 'incl. {rate}% GST',
  taxNone: 'no GST',
  after:
    'Nothing is booked or paid here: your request opens in WhatsApp or your e-mail, ready to send, and the family confirms availability.',
} as const;
