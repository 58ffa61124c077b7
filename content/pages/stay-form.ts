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
  after:
    'Nothing is booked or paid here: your request opens in WhatsApp or your e-mail, ready to send, and the family confirms availability.',
} as const;
