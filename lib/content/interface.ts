import { z } from 'zod';
import { stayForm } from './pages/stay-form';
import { parseContent } from './schema';

/*
 * The interface words: every label, button, accessible name, status and message that the site's
 * components say themselves, as opposed to a page's own copy (content/pages/*). One object, so a
 * second language is one more copy that must satisfy `InterfaceWords`, checked field by field.
 *
 * Only server components import `interfaceWords` (it brings zod): client islands get their part
 * as props, so a page drawn from another copy hands its islands that copy's words. Sentences with
 * figures are templates with `{name}` slots, filled in by fill() and count() in content/format.ts.
 */

const word = z.string().refine((s) => s.trim() !== '', 'must not be empty');

/** A sentence whose `{slots}` are exactly these: a slot missing or unknown is a typo. */
function template(...slots: string[]) {
  return word.superRefine((text, ctx) => {
    // '{countOblique}' is '{count}' in the form a postposition follows (content/format.ts).
    const used = [...text.matchAll(/\{(\w+?)(?:Oblique)?\}/g)].map((m) => m[1] ?? '');
    const allowed = slots.map((s) => `{${s}}`).join(', ') || 'no {slots}';
    for (const slot of used) {
      if (!slots.includes(slot)) {
        ctx.addIssue({ code: 'custom', message: `{${slot}} is never filled in here (${allowed})` });
      }
    }
    for (const slot of slots) {
      if (!used.includes(slot)) ctx.addIssue({ code: 'custom', message: `must contain {${slot}}` });
    }
  });
}

/** '{n} night' / '{n} nights', and the plural before a postposition where a language has one. */
const countForms = z.object({
  one: template('n'),
  other: template('n'),
  otherOblique: template('n').optional(),
});

const names = (length: number) => z.array(word).length(length).readonly();

const stayRequestSchema = z.object({
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

export const interfaceSchema = z.object({
  /** The language of this copy, as `<html lang>` and the structured data say it. */
  lang: word,
  /** The same for share cards (Open Graph `og:locale`). */
  ogLocale: word,
  skipToContent: word,
  /** A review's stars, said in words. */
  rated: template('rating', 'max'),
  nav: z.object({
    /** The logo link's name; {name} is the brand's short name. */
    home: template('name'),
    main: word,
    menu: word,
    openMenu: word,
    closeMenu: word,
    planStay: word,
    /** The header's link to this page in the other language: its name, written in that language. */
    otherLanguage: word,
  }),
  footer: z.object({
    /** The e-mail icon's name. */
    email: template('email'),
    /** The footer's last line; {line} is its closing line (content/pages/footer.ts). */
    copyright: template('year', 'name', 'line'),
  }),
  /** Said after a link that opens a new tab. */
  newTab: z.object({ page: word, chat: word }),
  carousel: z.object({
    /** What a screen reader calls the carousel and each slide (aria-roledescription). */
    carouselRole: word,
    slideRole: word,
    /** Each slide's name. */
    slide: template('n', 'count'),
    /** Announced after a move. */
    position: template('n', 'count'),
    show: template('n'),
    previous: word,
    next: word,
    play: word,
    pause: word,
  }),
  gallery: z.object({
    viewLarger: word,
    /** The group of photos that have no category. */
    uncategorised: word,
    photographs: countForms,
  }),
  lightbox: z.object({
    close: word,
    previous: word,
    next: word,
    position: template('n', 'count'),
  }),
  map: z.object({
    title: word,
    open: word,
    /** The embedded map's frame title; {place} is content/site.ts map.placeName. */
    frame: template('place'),
    loading: word,
    failed: word,
  }),
  /** The toast region's name (sonner adds the shortcut, 'alt+T'). */
  notifications: word,
  errorScreen: z.object({
    title: word,
    /** When the error says nothing itself. */
    fallback: word,
    retry: word,
    home: word,
  }),
  /** How a room's rate is written (content/format.ts formatRate). */
  rates: z.object({
    per: z.object({ night: word, 'bed per night': word }),
    taxAdded: template('rate'),
    taxIncluded: template('rate'),
    taxNone: word,
  }),
  /** What search engines are told about Chaaya (lib/structured-data.ts). */
  structuredData: z.object({
    lodging: template('name'),
    priceRange: template('min', 'max', 'per'),
    elevation: word,
  }),
  stayRequest: stayRequestSchema,
});

/** The shape every copy of the interface words has: a second language must fill in all of it. */
export type InterfaceWords = z.output<typeof interfaceSchema>;

export const interfaceWords: InterfaceWords = parseContent(
  'content/interface.ts',
  interfaceSchema,
  {
    lang: 'en',
    ogLocale: 'en_IN',
    skipToContent: 'Skip to content',
    rated: 'Rated {rating} out of {max}',
    nav: {
      home: '{name}, home',
      main: 'Main',
      menu: 'Main menu',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      planStay: 'Plan Your Stay',
      otherLanguage: 'हिन्दी',
    },
    footer: {
      email: 'E-mail {email}',
      copyright: '© {year} {name}. {line}',
    },
    newTab: {
      page: '(opens in a new tab)',
      chat: '(opens a chat in a new tab)',
    },
    carousel: {
      carouselRole: 'carousel',
      slideRole: 'slide',
      slide: '{n} of {count}',
      position: 'Slide {n} of {count}',
      show: 'Show slide {n}',
      previous: 'Previous slide',
      next: 'Next slide',
      play: 'Play slideshow',
      pause: 'Pause slideshow',
    },
    gallery: {
      viewLarger: '(view larger)',
      uncategorised: 'More',
      photographs: { one: '{n} photograph', other: '{n} photographs' },
    },
    lightbox: {
      close: 'Close',
      previous: 'Previous photo',
      next: 'Next photo',
      position: '{n} of {count}',
    },
    map: {
      title: 'Find Us',
      open: 'Open Map',
      frame: 'Map of {place}',
      loading: 'Loading map...',
      failed: 'Map failed',
    },
    notifications: 'Notifications',
    errorScreen: {
      title: 'Unexpected Application Error!',
      fallback: 'Something went wrong.',
      retry: 'Try again',
      home: 'Return Home',
    },
    rates: {
      per: { night: 'per night', 'bed per night': 'per bed per night' },
      taxAdded: '+ {rate}% GST',
      taxIncluded: 'incl. {rate}% GST',
      taxNone: 'no GST',
    },
    structuredData: {
      lodging: '{name} Homestay',
      priceRange: '{min}–{max} {per} (INR)',
      elevation: 'Elevation',
    },
    stayRequest: stayForm,
  },
);
