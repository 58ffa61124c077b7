/**
 * The stay request's logic, free of React and of content validation (so the island ships no
 * zod): calendar dates, the estimate, validation messages, the composed message and the links,
 * and reading a shared link's query. The island only wires these to its fields.
 *
 * Dates are calendar dates written YYYY-MM-DD, counted by lib/dates.mjs; "today" is today in
 * India, where the house is.
 */
import {
  count,
  counted,
  fill,
  formatInr,
  formatRate,
  taxSuffix,
  withTax,
  type RateWords,
  type Tax,
} from '@/lib/content/format';
import type { InterfaceWords } from '@/lib/content/interface';
import type { Room } from '@/lib/content/rooms';
import { chatLink } from '@/lib/chat-link';
import {
  addDays,
  dateInIndia,
  dateParts,
  dayNumber,
  HOUSE_TIME_ZONE,
  isIsoDate,
  isoOfDay,
  nightsBetween,
} from '@/lib/dates.mjs';
import type { Abroad } from '@/lib/foreign-amounts';
import { makeReference } from '@/lib/stay-reference';
import {
  missedMinimum,
  pricedNights,
  rateParts,
  seasonWhen,
  type Season,
} from '@/lib/stay-pricing';

export type StayRoom = Pick<Room, 'id' | 'title' | 'priceInr' | 'priceUnit' | 'capacity'>;

/** The request's words (content/stay-form.yaml, checked as the interface words' `stayRequest`). */
export type StayWords = InterfaceWords['stayRequest'];

/** How dates are written in those words. */
export type DateWords = StayWords['dates'];

/** Everything the island needs from content/, passed down by the server section. */
export type StayConfig = {
  /** In content order; the first is chosen first. */
  rooms: readonly StayRoom[];
  advancePercent: number;
  cancellationNoticeHours: number;
  /** 'All meals and experiences are included' */
  included: string;
  maxNights: number;
  /** The stays chat number and the e-mail the request goes to. */
  chatNumber: string;
  email: string;
  /** The owner's tax setting: how rates and totals are written. */
  tax: Tax;
  /** Everything the request says, in the page's copy of the interface words. */
  words: StayWords;
  /** How a rate is written in that copy. */
  rates: RateWords;
  /** What a link that opens a new tab says, in that copy. */
  newTab: InterfaceWords['newTab'];
  /**
   * Where the guest's tab goes once the request has left: the thank-you page of the page's own
   * edition ('/thank-you/', '/hi/thank-you/'; trailing slash, the export's form).
   */
  thankYou: string;
  /**
   * Each room's taken nights, [first, last] (both taken), from the owner's closures and calendar
   * feeds at build time; empty when the site has no sources. Nights beyond `takenUntil` are unknown.
   */
  taken: Readonly<Record<string, readonly (readonly [string, string])[]>>;
  /** The first night past what the sources cover (check-out style); null without sources. */
  takenUntil: string | null;
  /** The owner's seasons (content/houses/<id>/seasons.yaml), named in the page's language. */
  seasons: readonly Season[];
  /**
   * The house's hours as a guest reads them before sending, from content/houses/<id>/house-rules.yaml:
   * 'Check-in from 13:00 · check-out by 11:00'.
   */
  houseTimes: string;
  /** How the message writes the check-in day with its time: '{date}, from 13:00'. */
  checkinDate: string;
  /**
   * The reference codes (lib/stay-reference.ts) of the house the rooms belong to and of each
   * room by id, checked unique at build.
   */
  codes: { house: string; rooms: Readonly<Record<string, string>> };
  /**
   * The family's exchange rates and their words (content/payment.yaml), for the total in other
   * currencies beside the estimate; null while no rates are set.
   */
  abroad: Abroad | null;
};

/** The fields as the inputs hold them (strings), which is also what session storage keeps. */
export type StayDraft = {
  checkin: string;
  checkout: string;
  guests: string;
  room: string;
  note: string;
};

export type StayField = keyof StayDraft;

export const STAY_DEFAULTS: StayDraft = {
  checkin: '',
  checkout: '',
  guests: '2',
  // No room chosen yet: the form opens on the first room content/houses/<id>/rooms.yaml lists, whichever it is.
  room: '',
  note: '',
};

/** The longest note kept: the whole message must stay short enough for a chat. */
export const NOTE_MAX_LENGTH = 500;

/** 'Fri 12 Mar 2027' */
export function formatStayDate(iso: string, dates: DateWords): string {
  const { year, month, day, weekday } = dateParts(iso);
  return fill(dates.date, {
    weekday: dates.weekdays[weekday] ?? '',
    day,
    month: dates.months[month - 1] ?? '',
    year,
  });
}

export const isPerBed = (room: StayRoom) => room.priceUnit === 'bed per night';

/** Nights of the stay at one rate: '2 nights × ₹3,600'; the season is the first such night's. */
export type EstimatePart = { rate: number; nights: number; season: string | null };

export type Estimate = {
  nights: number;
  /** The stay's rates, in the order they first come; one part when every night costs the same. */
  parts: EstimatePart[];
  /** Beds charged: the dormitory is priced per bed, so one per guest; otherwise 1 (the room). */
  beds: number;
  /** What the guest pays: with GST when the owner adds it to the rates. */
  total: number;
  advance: number;
};

/**
 * Each night at its own rate (× guests for the dormitory), with the owner's tax, and the advance
 * on the total. `priced` is the stay's nights with their rates (pricedNights); without it every
 * night costs the room's own rate.
 */
export function estimate(
  room: StayRoom,
  nights: number,
  guests: number,
  advancePercent: number,
  tax: Tax = { kind: 'unstated' },
  priced: readonly { rate: number; season?: Season | null }[] = Array.from(
    { length: nights },
    () => ({ rate: room.priceInr }),
  ),
): Estimate {
  const beds = isPerBed(room) ? guests : 1;
  const parts = rateParts(priced).map((p) => ({
    ...p,
    season: priced.find((n) => n.rate === p.rate)?.season?.name ?? null,
  }));
  const subtotal = parts.reduce((sum, p) => sum + p.nights * p.rate, 0) * beds;
  const total = withTax(subtotal, tax);
  return { nights, parts, beds, total, advance: Math.round((total * advancePercent) / 100) };
}

/** The estimate of a stay from `checkin`, each night priced by the owner's seasons. */
export function stayEstimate(
  config: StayConfig,
  room: StayRoom,
  checkin: string,
  nights: number,
  guests: number,
): Estimate {
  const priced = pricedNights(room, checkin, nights, config.seasons);
  return estimate(room, nights, guests, config.advancePercent, config.tax, priced);
}

/** '2 nights × ₹2,800 + 2 nights × ₹3,600': a stay at more than one rate. */
function partsLine(e: Estimate, words: StayWords): string {
  return e.parts
    .map((p) =>
      fill(words.ratePart, { nights: count(p.nights, words.nightCount), rate: formatInr(p.rate) }),
    )
    .join(' + ');
}

/**
 * '₹2,800 per night × 3 nights', '₹1,200 per bed per night × 3 beds × 2 nights', and with the
 * owner's tax: '₹2,800 per night × 3 nights + 5% GST'. A stay at more than one rate is counted
 * rate by rate: '2 nights × ₹2,800 + 2 nights × ₹3,600', and for the dormitory
 * '(2 nights × ₹1,200 + 2 nights × ₹1,500) × 4 beds'.
 */
export function estimateBreakdown(room: StayRoom, e: Estimate, config: StayConfig): string {
  const { words, rates, tax } = config;
  const beds = isPerBed(room) ? ` × ${count(e.beds, words.bedCount)}` : '';
  const only = e.parts.length === 1 ? e.parts[0] : undefined;
  if (e.parts.length > 1) {
    const line = partsLine(e, words);
    return `${beds ? `(${line})` : line}${beds}${taxSuffix(tax, rates)}`;
  }
  const rate = formatRate(
    { priceInr: only?.rate ?? room.priceInr, priceUnit: room.priceUnit },
    { kind: 'unstated' },
    rates,
  );
  return `${rate}${beds} × ${count(e.nights, words.nightCount)}${taxSuffix(tax, rates)}`;
}

/**
 * The estimate's rate line: '₹3,600 per night' (the stay's one rate, with the owner's tax note),
 * '₹1,200 per bed per night × 4 beds', or rate by rate when the stay crosses a season's edge.
 */
export function rateLine(room: StayRoom, e: Estimate | null, config: StayConfig): string {
  const { words, rates, tax } = config;
  const beds = e && isPerBed(room) ? ` × ${count(e.beds, words.bedCount)}` : '';
  if (e && e.parts.length > 1) {
    const line = partsLine(e, words);
    return `${beds ? `(${line})` : line}${beds}${taxSuffix(tax, rates)}`;
  }
  const rate = e?.parts[0]?.rate ?? room.priceInr;
  return `${formatRate({ priceInr: rate, priceUnit: room.priceUnit }, tax, rates)}${beds}`;
}

/** Under the room select, after the rate: 'sleeps up to 3', or the dormitory's '8 beds'. */
export function roomCapacity(room: StayRoom, words: StayWords): string {
  return isPerBed(room)
    ? count(room.capacity, words.bedCount)
    : fill(words.sleepsUpTo, { n: room.capacity });
}

/** Under the estimate: the notice to cancel, then what the rate includes. */
export function termsText(config: StayConfig): string {
  return fill(config.words.termsLine, {
    cancel: fill(config.words.cancelNotice, { hours: config.cancellationNoticeHours }),
    included: config.included,
  });
}

/** 'The Heritage Standard Room is already taken on the night of …, so this request can’t be sent.' */
export function takenText(room: StayRoom, taken: readonly string[], words: StayWords): string {
  return fill(words.takenMessage, { room: room.title, nights: describeNights(taken, words) });
}

/** Before the button that moves the stay: 'The nearest free stay of 3 nights:'. */
export function nearestLeadText(nights: number, words: StayWords): string {
  return fill(words.nearestLead, counted('count', nights, words.nightCount));
}

/** The button's words: 'Fri 12 Mar 2027 to Mon 15 Mar 2027'. */
export function nearestActionText(
  stay: { checkin: string; checkout: string },
  words: StayWords,
): string {
  return fill(words.nearestAction, {
    checkin: formatStayDate(stay.checkin, words.dates),
    checkout: formatStayDate(stay.checkout, words.dates),
  });
}

/** 'Peak season (20 Dec – 5 Jan and 15 May – 30 Jun) asks for at least 2 nights: …' */
export function minimumText(season: Season, words: StayWords): string {
  return fill(words.minimumMessage, {
    season: season.name,
    when: seasonWhen(season, words),
    nights: count(season.minNights, words.nightCount),
  });
}

/** When no stay of that length is free in what the calendars cover. */
export function nearestNoneText(nights: number, words: StayWords): string {
  return fill(words.nearestNone, counted('count', nights, words.nightCount));
}

/** 'Wed 25 Nov 2026, 08:33 India time': when the family's calendars were last read. */
export function formatUpdatedAt(iso: string, words: StayWords): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: HOUSE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return fill(words.updatedAt, { date: formatStayDate(dateInIndia(at), words.dates), time });
}

export function roomById(config: StayConfig, id: string): StayRoom | undefined {
  return config.rooms.find((r) => r.id === id);
}

export type FieldError = {
  message: string;
  /** Nothing entered yet: shown only once the guest tries to send. */
  missing: boolean;
};

export type StayRequest = {
  room: StayRoom;
  checkin: string;
  checkout: string;
  guests: number;
  note: string;
  estimate: Estimate;
};

export type Validation = {
  errors: Partial<Record<StayField, FieldError>>;
  /** Taken nights inside the chosen stay, for the chosen room (sorted). */
  taken: string[];
  /** The season whose minimum stay the chosen dates miss (the strictest), or null. */
  minimum: Season | null;
  /** Nights when both dates are valid and in order, for the summary even while other fields are wrong. */
  nights: number | null;
  guests: number | null;
  room: StayRoom;
  /** Set only when nothing is wrong. */
  request: StayRequest | null;
};

function guestsMessage(config: StayConfig, room: StayRoom, guests: number): string {
  const { words } = config;
  const holds = isPerBed(room)
    ? fill(words.roomHasBeds, {
        room: room.title,
        ...counted('beds', room.capacity, words.bedCount),
      })
    : fill(words.roomSleeps, {
        room: room.title,
        ...counted('guests', room.capacity, words.guestCount),
      });
  const fits = config.rooms.find((r) => r.id !== room.id && r.capacity >= guests);
  if (fits) {
    const size = isPerBed(fits)
      ? count(fits.capacity, words.bedCount)
      : fill(words.upTo, counted('guests', fits.capacity, words.guestCount));
    return `${holds} ${fill(words.otherRoom, { n: guests, room: fits.title, size })}`;
  }
  return `${holds} ${fill(words.noRoomFits, { n: guests })}`;
}

/** Every rule, with a message that says what to do; `today` is dateInIndia(). */
export function validateStay(draft: StayDraft, config: StayConfig, today: string): Validation {
  const errors: Validation['errors'] = {};
  const { words } = config;
  const room = roomById(config, draft.room) ?? config.rooms[0];
  if (!room) throw new Error('validateStay: no rooms');

  const checkinDay = dayNumber(draft.checkin);
  const todayDay = dayNumber(today);
  if (draft.checkin === '') {
    errors.checkin = { message: words.checkinMissing, missing: true };
  } else if (checkinDay === null) {
    errors.checkin = { message: words.checkinInvalid, missing: false };
  } else if (todayDay !== null && checkinDay < todayDay) {
    errors.checkin = {
      message: fill(words.checkinPast, { date: formatStayDate(today, words.dates) }),
      missing: false,
    };
  }

  let nights: number | null = null;
  if (draft.checkout === '') {
    errors.checkout = { message: words.checkoutMissing, missing: true };
  } else if (!isIsoDate(draft.checkout)) {
    errors.checkout = { message: words.checkoutInvalid, missing: false };
  } else if (checkinDay !== null) {
    const n = nightsBetween(draft.checkin, draft.checkout) ?? 0;
    if (n <= 0) {
      errors.checkout = { message: words.checkoutOrder, missing: false };
    } else if (n > config.maxNights) {
      errors.checkout = {
        message: fill(words.tooLong, { max: config.maxNights, n }),
        missing: false,
      };
    } else {
      nights = n;
    }
  }

  let guests: number | null = null;
  const g = draft.guests.trim();
  if (g === '') {
    errors.guests = { message: words.guestsMissing, missing: true };
  } else if (!/^\d{1,3}$/.test(g) || Number(g) < 1) {
    errors.guests = { message: words.guestsInvalid, missing: false };
  } else if (Number(g) > room.capacity) {
    errors.guests = { message: guestsMessage(config, room, Number(g)), missing: false };
  } else {
    guests = Number(g);
  }

  const taken = nights !== null ? takenNightsIn(config, room.id, draft.checkin, nights) : [];
  const minimum = nights !== null ? missedMinimum(draft.checkin, nights, config.seasons) : null;
  const request: StayRequest | null =
    Object.keys(errors).length === 0 &&
    taken.length === 0 &&
    minimum === null &&
    nights !== null &&
    guests !== null
      ? {
          room,
          checkin: draft.checkin,
          checkout: draft.checkout,
          guests,
          note: draft.note.trim().slice(0, NOTE_MAX_LENGTH),
          estimate: stayEstimate(config, room, draft.checkin, nights, guests),
        }
      : null;
  return { errors, taken, minimum, nights, guests, room, request };
}

/** The stay's reference, 'CHA-STA-270312-3N-2G': what ties the family's answer to the request. */
export function stayReference(
  config: Pick<StayConfig, 'codes'>,
  stay: { room: string; checkin: string; nights: number; guests: number },
): string {
  return makeReference({
    house: config.codes.house,
    room: config.codes.rooms[stay.room] ?? '',
    checkin: stay.checkin,
    nights: stay.nights,
    guests: stay.guests,
  });
}

/** The reference of a request that can be sent. */
export function requestReference(r: StayRequest, config: StayConfig): string {
  return stayReference(config, {
    room: r.room.id,
    checkin: r.checkin,
    nights: r.estimate.nights,
    guests: r.guests,
  });
}

/** The request as a person would write it: short enough for a chat, every figure from content/. */
export function composeMessage(r: StayRequest, config: StayConfig): string {
  const e = r.estimate;
  const { message, dates, nightCount } = config.words;
  const lines = [
    fill(message.greeting, { place: config.words.place }),
    '',
    fill(message.reference, { reference: requestReference(r, config) }),
    fill(message.room, { room: r.room.title }),
    fill(message.checkin, {
      date: fill(config.checkinDate, { date: formatStayDate(r.checkin, dates) }),
    }),
    fill(message.checkout, {
      date: formatStayDate(r.checkout, dates),
      nights: count(e.nights, nightCount),
    }),
    fill(message.guests, { n: r.guests }),
    fill(message.total, {
      total: formatInr(e.total),
      breakdown: estimateBreakdown(r.room, e, config),
    }),
    fill(message.advance, { percent: config.advancePercent, amount: formatInr(e.advance) }),
  ];
  if (r.note) lines.push('', fill(message.note, { note: r.note }));
  lines.push('', message.closing);
  return lines.join('\n');
}

export function mailSubject(r: StayRequest, config: StayConfig): string {
  const { message, dates } = config.words;
  return fill(message.subject, {
    room: r.room.title,
    checkin: formatStayDate(r.checkin, dates),
    checkout: formatStayDate(r.checkout, dates),
  });
}

/** mailto with subject and body; %20 for spaces (mail apps show a literal '+'). */
export function mailtoHref(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function whatsappHref(r: StayRequest, config: StayConfig): string {
  return chatLink(config.chatNumber, composeMessage(r, config));
}

export function emailHref(r: StayRequest, config: StayConfig): string {
  return mailtoHref(config.email, mailSubject(r, config), composeMessage(r, config));
}

/** The query keys a shareable link may carry. */
export const STAY_QUERY_KEYS = ['checkin', 'checkout', 'guests', 'room'] as const;

/**
 * The fields a shared link pre-fills: `?checkin=2027-03-12&checkout=2027-03-15&guests=2&room=standard`.
 * Each parameter is checked on its own and dropped unless it is a real date, a small whole
 * number or a known room id; nothing from the URL is ever rendered as markup or run.
 */
export function parseStayQuery(search: string, roomIds: readonly string[]): Partial<StayDraft> {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {};
  }
  const out: Partial<StayDraft> = {};
  for (const key of ['checkin', 'checkout'] as const) {
    const v = params.get(key);
    if (v !== null && isIsoDate(v)) out[key] = v;
  }
  const guests = params.get('guests');
  if (guests !== null && /^\d{1,2}$/.test(guests) && Number(guests) >= 1) {
    out.guests = String(Number(guests));
  }
  const room = params.get('room');
  if (room !== null && roomIds.includes(room)) out.room = room;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Availability: nights the owner's calendars already hold.

/** Is this night (YYYY-MM-DD) taken for the room? */
export function isTaken(config: StayConfig, roomId: string, night: string): boolean {
  return (config.taken[roomId] ?? []).some(([a, b]) => night >= a && night <= b);
}

/** The taken nights of a stay of `nights` nights from `checkin`, in order. */
export function takenNightsIn(
  config: StayConfig,
  roomId: string,
  checkin: string,
  nights: number,
): string[] {
  const ranges = config.taken[roomId] ?? [];
  if (ranges.length === 0 || !isIsoDate(checkin)) return [];
  const out: string[] = [];
  for (let i = 0; i < nights; i++) {
    const night = addDays(checkin, i);
    if (ranges.some(([a, b]) => night >= a && night <= b)) out.push(night);
  }
  return out;
}

/**
 * The free stay of the same length whose check-in is nearest the one asked for, before (never
 * before today) or after; on a tie the later one, as guests more often can come later than
 * earlier. Null when none is free within what the calendars cover.
 */
export function nearestFreeStay(
  config: StayConfig,
  roomId: string,
  checkin: string,
  nights: number,
  today: string,
): { checkin: string; checkout: string } | null {
  const start = dayNumber(checkin);
  const first = dayNumber(today);
  const until = config.takenUntil ? dayNumber(config.takenUntil) : null;
  if (start === null || first === null || until === null) return null;
  // A stay offered instead must be one the form would send: free, and long enough for its seasons.
  const free = (n: number) => {
    if (n < first || n + nights > until) return false;
    const from = isoOfDay(n);
    return (
      takenNightsIn(config, roomId, from, nights).length === 0 &&
      missedMinimum(from, nights, config.seasons) === null
    );
  };
  for (let shift = 1; start - shift >= first || start + shift + nights <= until; shift++) {
    if (free(start + shift)) return stayFrom(start + shift, nights);
    if (free(start - shift)) return stayFrom(start - shift, nights);
  }
  return null;
}

/**
 * For a stay shorter than a season's minimum: the same check-in, lengthened to the minimum (and
 * again if the longer stay reaches a stricter season), when those nights are free; otherwise the
 * free stay of that length nearest the check-in. Null when no such stay fits the longest request
 * or is free within what the calendars cover.
 */
export function nearestLongEnoughStay(
  config: StayConfig,
  roomId: string,
  checkin: string,
  nights: number,
  today: string,
): { checkin: string; checkout: string } | null {
  const start = dayNumber(checkin);
  if (start === null) return null;
  let length = nights;
  for (let missed = missedMinimum(checkin, length, config.seasons); missed;) {
    if (missed.minNights <= length) return null;
    length = missed.minNights;
    missed = missedMinimum(checkin, length, config.seasons);
  }
  if (length > config.maxNights) return null;
  if (takenNightsIn(config, roomId, checkin, length).length === 0) return stayFrom(start, length);
  return nearestFreeStay(config, roomId, checkin, length, today);
}

const stayFrom = (n: number, nights: number) => ({
  checkin: isoOfDay(n),
  checkout: isoOfDay(n + nights),
});

/** Consecutive nights as [first, last] runs. */
export function nightRuns(nights: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const n of nights) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === n) last[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}

/** 'the night of Fri 12 Mar 2027 and the nights of Sun 14 Mar 2027 to Mon 15 Mar 2027' */
export function describeNights(
  nights: readonly string[],
  words: Pick<StayWords, 'nightOf' | 'nightsOf' | 'and' | 'dates'>,
): string {
  return nightRuns(nights)
    .map(([a, b]) =>
      fill(a === b ? words.nightOf : words.nightsOf, {
        first: formatStayDate(a, words.dates),
        last: formatStayDate(b, words.dates),
      }),
    )
    .join(` ${words.and} `);
}
