import { dayNumber, nightsBetween } from '@/lib/dates.mjs';
/*
 * The pay page's link, read and written. The family's confirmation sends a guest to
 * /pay/#ref=…&amount=… (rupees, a whole number) with, where known, house, room, from and to
 * (check-in and check-out, YYYY-MM-DD) and guests. The fragment never reaches a server, so the
 * page stays a static file; and it is only ever the stay: whom the guest pays comes from the
 * site's own data, so a link carrying pa= or pn= (a payee of someone else's choosing) is read
 * as if they were not there.
 */

/** What the pay page may say is wrong with its link, instead of offering a way to pay. */
export type PayProblem =
  'no-amount' | 'bad-amount' | 'over-cap' | 'no-reference' | 'unknown-house' | 'unknown-room';

export type PayStay = {
  ref: string;
  amount: number;
  house?: string;
  room?: string;
  /** Check-in and check-out, both present and in order, or neither. */
  from?: string;
  to?: string;
  nights?: number;
  guests?: number;
};

export type PayRequest = { ok: true; stay: PayStay } | { ok: false; problem: PayProblem };

export type PayKnown = {
  /** The largest amount a link may ask for, in rupees. */
  cap: number;
  houses: readonly string[];
  rooms: readonly string[];
};

/** Longest reference shown; a longer one is not one the site wrote. */
const REF_MAX = 40;
/** The stay a pay link carries (`hash` with or without its '#'), or why there is none. */
export function readPayFragment(hash: string, known: PayKnown): PayRequest {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const amountText = params.get('amount')?.trim() ?? '';
  if (amountText === '') return { ok: false, problem: 'no-amount' };
  // Digits only: no sign, no decimals, no exponent; rupees as the family agreed them.
  if (!/^\d{1,9}$/.test(amountText)) return { ok: false, problem: 'bad-amount' };
  const amount = Number(amountText);
  if (amount <= 0) return { ok: false, problem: 'bad-amount' };
  if (amount > known.cap) return { ok: false, problem: 'over-cap' };

  const ref = params.get('ref')?.trim() ?? '';
  if (ref === '' || ref.length > REF_MAX) return { ok: false, problem: 'no-reference' };

  const stay: PayStay = { ref, amount };
  const house = params.get('house');
  if (house !== null) {
    if (!known.houses.includes(house)) return { ok: false, problem: 'unknown-house' };
    stay.house = house;
  }
  const room = params.get('room');
  if (room !== null) {
    if (!known.rooms.includes(room)) return { ok: false, problem: 'unknown-room' };
    stay.room = room;
  }
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const fromDay = dayNumber(from);
  const toDay = dayNumber(to);
  if (fromDay !== null && toDay !== null && toDay > fromDay) {
    stay.from = from;
    stay.to = to;
    stay.nights = nightsBetween(from, to) ?? undefined;
  }
  const guests = params.get('guests');
  if (guests && /^\d{1,2}$/.test(guests) && Number(guests) > 0) stay.guests = Number(guests);
  return { ok: true, stay };
}

/** Percent-encoding as UPI links are written: spaces as %20, the UPI ID's @ kept. */
const encode = (text: string) => encodeURIComponent(text).replaceAll('%40', '@');

export type UpiPayment = {
  /** The payee's UPI ID and name: the site's own, never the link's. */
  upiId: string;
  payeeName: string;
  amount: number;
  note: string;
  ref: string;
};

/** The query of a UPI payment: pa, pn, am, cu, tn, tr, in that order. */
function upiQuery(p: UpiPayment): string {
  return [
    `pa=${encode(p.upiId)}`,
    `pn=${encode(p.payeeName)}`,
    `am=${p.amount}`,
    'cu=INR',
    `tn=${encode(p.note)}`,
    `tr=${encode(p.ref)}`,
  ].join('&');
}

/** The payment as a UPI link (and QR code): upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…. */
export function upiLink(p: UpiPayment): string {
  return `upi://pay?${upiQuery(p)}`;
}

/**
 * The same payment as Android's Chrome opens an app with, coming back to `fallback` (this page)
 * when no UPI app is installed.
 */
export function upiIntentLink(p: UpiPayment, fallback: string): string {
  return `intent://pay?${upiQuery(p)}#Intent;scheme=upi;S.browser_fallback_url=${encodeURIComponent(fallback)};end`;
}

/** Android opens apps from intent:// links; other systems are given upi://. */
export const isAndroid = (userAgent: string) => /\bAndroid\b/i.test(userAgent);
