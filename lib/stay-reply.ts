/**
 * The family's reply to a stay request, free of React and of content validation (the reply page's
 * island ships no zod): read the stay from a pasted message or reference, price it as the stay
 * request did, and write the confirmation with the guest's pay link in the guest's language.
 * Everything pasted is data: it is matched, never rendered as markup.
 */
import {
  formatStayDate,
  stayEstimate,
  type StayConfig,
  type StayRoom,
} from '@/components/stay-request/stay-request';
import { chatLink } from '@/lib/chat-link';
import { count, fill, formatInr } from '@/lib/content/format';
import type { ReplyWords } from '@/lib/content/reply';
import { pricedNights } from '@/lib/stay-pricing';
import { makeReference, parseReference } from '@/lib/stay-reference';

/** One guest language: its stay request's figures and words, its confirmation, its pay page. */
export type ReplyEdition = {
  lang: string;
  /** The language's name in itself, for the choice of the guest's language. */
  name: string;
  config: StayConfig;
  words: ReplyWords;
  /** The pay page's full address in this edition: 'https://…/pay/', 'https://…/hi/pay/'. */
  payPage: string;
};

export type ReplyData = {
  /** The default language first. */
  editions: readonly ReplyEdition[];
  /** Each house's id by its reference code. */
  houses: Readonly<Record<string, string>>;
};

export type ReadStay = {
  reference: string;
  house: string;
  room: StayRoom;
  checkin: string;
  checkout: string;
  nights: number;
  guests: number;
};

export type ReadResult =
  | { kind: 'none' }
  | { kind: 'unknown'; reference: string }
  | { kind: 'stay'; stay: ReadStay; lang: string; phone: string | null };

/**
 * The guest's language: the edition whose message labels ('Room:', 'कमरा:') the text holds most
 * of; the default one when none shows (a reference typed alone).
 */
export function guessLanguage(text: string, editions: readonly ReplyEdition[]): string {
  let best = editions[0]?.lang ?? '';
  let bestScore = 0;
  for (const e of editions) {
    const labels = Object.values(e.config.words.message)
      .map((t) => (t.split(/\{\w+\}/)[0] ?? '').trim())
      .filter((l) => l.length >= 3);
    const score = labels.filter((l) => text.includes(l)).length;
    if (score > bestScore) {
      best = e.lang;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A phone number in the text (what a guest may add to the note, or a forwarded message's header):
 * 10 to 15 digits, spaces, dashes or brackets between them. The reference is taken out first, so
 * its dates are never read as a number.
 */
export function phoneIn(text: string, reference: string): string | null {
  const rest = text.toUpperCase().split(reference).join(' ');
  for (const m of rest.matchAll(/\+?\d[\d\s().-]{8,20}\d/g)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 10 && digits.length <= 15) return m[0].trim();
  }
  return null;
}

/** The stay a pasted message or a typed reference names, in the data's rooms. */
export function readRequest(text: string, data: ReplyData): ReadResult {
  const ref = parseReference(text);
  if (!ref) return { kind: 'none' };
  const reference = makeReference(ref);
  const house = data.houses[ref.house];
  const lang = guessLanguage(text, data.editions);
  const edition = data.editions.find((e) => e.lang === lang) ?? data.editions[0];
  const roomId = edition
    ? Object.entries(edition.config.codes.rooms).find(([, code]) => code === ref.room)?.[0]
    : undefined;
  const room = edition?.config.rooms.find((r) => r.id === roomId);
  if (!house || !room) return { kind: 'unknown', reference };
  return {
    kind: 'stay',
    stay: {
      reference,
      house,
      room,
      checkin: ref.checkin,
      checkout: ref.checkout,
      nights: ref.nights,
      guests: ref.guests,
    },
    lang,
    phone: phoneIn(text, reference),
  };
}

export type Quote = {
  /** Each night with its season's name (or null) and its rate, as the stay request prices it. */
  nights: { night: string; season: string | null; rate: number }[];
  /** What the guest saw. */
  quoted: number;
  /** The agreed total: the quoted one unless the family changed it. */
  total: number;
  advance: number;
  balance: number;
};

/** The stay priced as the stay request prices it; `agreed`, when set, replaces its total. */
export function quoteOf(stay: ReadStay, config: StayConfig, agreed?: number): Quote {
  const room = config.rooms.find((r) => r.id === stay.room.id) ?? stay.room;
  const e = stayEstimate(config, room, stay.checkin, stay.nights, stay.guests);
  const nights = pricedNights(room, stay.checkin, stay.nights, config.seasons).map((n) => ({
    night: n.night,
    season: n.season?.name ?? null,
    rate: n.rate,
  }));
  const total = agreed ?? e.total;
  const advance =
    agreed === undefined ? e.advance : Math.round((total * config.advancePercent) / 100);
  return { nights, quoted: e.total, total, advance, balance: total - advance };
}

/** An agreed total as typed: a whole number of rupees above zero, commas allowed, else null. */
export function parseAmount(typed: string): number | null {
  const t = typed.replace(/[,\s₹]/g, '');
  if (!/^\d{1,9}$/.test(t) || Number(t) <= 0) return null;
  return Number(t);
}

/** The guest's pay page with the stay in its fragment, which no server log ever sees. */
export function payLink(payPage: string, stay: ReadStay, amount: number): string {
  const params = new URLSearchParams({
    ref: stay.reference,
    amount: String(amount),
    house: stay.house,
    room: stay.room.id,
    from: stay.checkin,
    to: stay.checkout,
    guests: String(stay.guests),
  });
  return `${payPage}#${params.toString()}`;
}

/** The confirmation in the edition's language, with the advance to pay and the pay link. */
export function composeConfirmation(
  edition: ReplyEdition,
  stay: ReadStay,
  quote: Quote,
  link: string,
): string {
  const { config, words } = edition;
  const room = config.rooms.find((r) => r.id === stay.room.id) ?? stay.room;
  const dates = config.words.dates;
  return fill(words.message, {
    place: config.words.place,
    reference: stay.reference,
    room: room.title,
    checkin: fill(config.checkinDate, { date: formatStayDate(stay.checkin, dates) }),
    checkout: formatStayDate(stay.checkout, dates),
    nights: count(stay.nights, config.words.nightCount),
    guests: stay.guests,
    total: formatInr(quote.total),
    advance: formatInr(quote.advance),
    balance: formatInr(quote.balance),
    link,
  });
}

/** WhatsApp with the confirmation: to the guest's number when known, else WhatsApp asks. */
export function replyWhatsApp(phone: string | null, text: string): string {
  return phone ? chatLink(phone, text) : `https://wa.me/?text=${encodeURIComponent(text)}`;
}
