// What the stay request's specs share: the owner's prices and terms read from content/, the day
// every test calls today, and the request's message, summary and confirmation as a visitor gets
// them in the edition under test.
import { expect, type Page } from '@playwright/test';
import { defaultEdition, pageNamed } from '../../../lib/content/editions';
import { facts } from '../../../lib/content/facts';
import { fill, type CountForms } from '../../../lib/content/format';
import { findVariant } from '../../../lib/content/page-file';
import { DEVANAGARI } from './edition-chat';
import { editionView, type EditionView } from './edition';
import { stay } from './stay-controls';
import { addDaysIso, ordinaryCheckin } from './stay-dates';

export const { site } = defaultEdition.texts;

export const MICROSITE = '/chaaya-microsite/';
/** 10:00 in India on Mon 1 Mar 2027: "today" for every test here. */
export const NOW = new Date('2027-03-01T10:00:00+05:30');

// Prices, capacities, the advance, the longest stay and every word are the owner's (content/),
// read here; the arithmetic and the way the message is put together are worked out here. The
// exact English of the message and the errors is pinned by tests/unit/stay-request.test.ts, on
// the unit tests' fixture content.
/** Rupees as a guest reads them (Indian grouping, 1,20,000), written here, not the site's helper. */
export const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const ROOMS = editionView('en').texts.rooms;
const priceOf = (id: string) => ROOMS.find((r) => r.id === id)!.priceInr;
export const PREMIUM = priceOf('premium');
export const STANDARD = priceOf('standard');
export const DORM = priceOf('dorm');
export const ADVANCE = facts.booking.advancePercent;
export const advance = (total: number) => inr((total * ADVANCE) / 100);
export const MAX_NIGHTS = facts.booking.maxNights;

/**
 * The check-in of every stay priced at the usual rates: 12 March 2027 with today's content, or
 * else the first day after it from which the longest stay the form takes is in no season and
 * taken in no room (content/seasons.yaml, content/closures.json).
 */
export const CHECKIN = ordinaryCheckin('2027-03-12', MAX_NIGHTS);
/** The day `n` days after CHECKIN. */
export const day = (n: number) => addDaysIso(CHECKIN, n);

/** '3 nights': the edition's counted word. */
export const count = (n: number, forms: CountForms) =>
  fill(n === 1 ? forms.one : forms.other, { n });

/**
 * A calendar date as the edition writes it, from its date words ('Fri 12 Mar 2027'). Hindi's
 * must read as India writes Hindi dates (hi-IN: 'शुक्र, 12 मार्च 2027'), checked here against the
 * browser-independent Intl of this test's own runtime rather than against the site's formatter.
 */
export function dateIn(ed: EditionView, iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const { dates } = ed.texts.stayForm;
  const written = fill(dates.date, {
    weekday: dates.weekdays[day.getUTCDay()]!,
    day: d,
    month: dates.months[m - 1]!,
    year: y,
  });
  if (ed.lang === 'hi') {
    const hiIN = new Intl.DateTimeFormat('hi-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(day);
    expect(written, `${iso} written as hi-IN writes it`).toBe(hiIN);
  }
  return written;
}

/** The edition's room, by id. */
export const roomIn = (ed: EditionView, id: string) => ed.texts.rooms.find((r) => r.id === id)!;

/** A stay's total at the room's usual rate (per bed for the dormitory). */
export const usualTotal = (
  room: { priceInr: number; priceUnit: string },
  nights: number,
  guests: number,
) => room.priceInr * nights * (room.priceUnit === 'bed per night' ? guests : 1);

export type Request = {
  room: string;
  checkin: string;
  checkout: string;
  nights: number;
  guests: number;
  note?: string;
};

/**
 * The request as the edition's message words compose it, line by line (the arithmetic written
 * here): what the WhatsApp text and the e-mail body must say.
 */
export function messageIn(
  ed: EditionView,
  r: Request,
  /** A stay at more than one rate: its total and its breakdown, worked out by the test. */
  priced?: { total: number; breakdown: string },
): string {
  const words = ed.texts.stayForm;
  const m = words.message;
  const per = ed.texts.interface.rates.per;
  const room = roomIn(ed, r.room);
  const perBed = room.priceUnit === 'bed per night';
  const beds = perBed ? r.guests : 1;
  const total = priced?.total ?? room.priceInr * beds * r.nights;
  const breakdown = priced
    ? priced.breakdown
    : perBed
      ? `${inr(room.priceInr)} ${per['bed per night']} × ${count(beds, words.bedCount)} × ${count(r.nights, words.nightCount)}`
      : `${inr(room.priceInr)} ${per.night} × ${count(r.nights, words.nightCount)}`;
  // The reference: the first three letters of the open house's and the room's ids, the check-in
  // as YYMMDD, the nights and the guests.
  const house = ed.texts.properties.find((p) => p.status === 'Open for Stays')?.id ?? '';
  const code = (id: string) => id.slice(0, 3).toUpperCase();
  const reference = `${code(house)}-${code(r.room)}-${r.checkin.slice(2).replaceAll('-', '')}-${r.nights}N-${r.guests}G`;
  const lines = [
    fill(m.greeting, { place: words.place }),
    '',
    fill(m.reference, { reference }),
    fill(m.room, { room: room.title }),
    // The check-in day with the time the house rules give (content/house-rules.yaml).
    fill(m.checkin, {
      date: fill(ed.texts.trip.houseRules.stayRequest.checkinDate, {
        date: dateIn(ed, r.checkin),
      }),
    }),
    fill(m.checkout, { date: dateIn(ed, r.checkout), nights: count(r.nights, words.nightCount) }),
    fill(m.guests, { n: r.guests }),
    fill(m.total, { total: inr(total), breakdown }),
    fill(m.advance, { percent: ADVANCE, amount: advance(total) }),
  ];
  if (r.note) lines.push('', fill(m.note, { note: r.note }));
  lines.push('', m.closing);
  return lines.join('\n');
}

export const STANDARD_STAY: Request = {
  room: 'standard',
  checkin: CHECKIN,
  checkout: day(3),
  nights: 3,
  guests: 2,
  note: 'We arrive by the evening bus.',
};

/**
 * The standard room's request in the edition under test; any edition but English's must be in its
 * own script through and through.
 */
export function standardMessage(ed: EditionView): string {
  const message = messageIn(ed, STANDARD_STAY);
  if (ed.lang !== 'en') expectOwnWords(ed, message);
  return message;
}

/** A Hindi message carries the edition's greeting and closing and no English one. */
export function expectOwnWords(ed: EditionView, text: string) {
  const en = editionView('en').texts.stayForm.message;
  const own = ed.texts.stayForm.message;
  expect(text).toMatch(DEVANAGARI);
  expect(text.startsWith(fill(own.greeting, { place: ed.texts.stayForm.place }))).toBe(true);
  expect(text.endsWith(own.closing)).toBe(true);
  for (const line of [
    en.closing,
    'Room:',
    'Check-in:',
    'Check-out:',
    'Guests:',
    'Estimated total',
  ]) {
    expect(text, `no English "${line}" in the ${ed.lang} message`).not.toContain(line);
  }
}

/** The summary as label → value pairs, as a reader of the definition list gets them. */
export async function summary(page: Page, ed: EditionView): Promise<Record<string, string>> {
  return stay(page, ed).summary.evaluate((el) => {
    const out: Record<string, string> = {};
    el.querySelectorAll('dt').forEach((dt) => {
      out[(dt.textContent ?? '').trim()] = (dt.nextElementSibling?.textContent ?? '').trim();
    });
    return out;
  });
}

/** The summary's labels in the edition's words. */
export function labels(ed: EditionView) {
  const words = ed.texts.stayForm;
  return {
    nights: words.nights,
    rate: words.rate,
    total: words.total,
    advance: fill(words.advance, { percent: ADVANCE }),
  };
}

export async function openAtRequest(
  page: Page,
  ed: EditionView,
  path = `${MICROSITE}#plan-your-stay`,
) {
  await page.clock.setFixedTime(NOW);
  await page.goto(ed.at(path));
  await expect(stay(page, ed).form).toBeVisible();
}

export async function fillStandardStay(page: Page, ed: EditionView) {
  const f = stay(page, ed);
  await f.checkin.fill(STANDARD_STAY.checkin);
  await f.checkout.fill(STANDARD_STAY.checkout);
  await f.room.selectOption({ label: roomIn(ed, 'standard').title });
  await f.note.fill(STANDARD_STAY.note!);
}

/** The confirmation the guest's tab moves on to: the edition's own thank-you page. */
export async function expectThankYou(page: Page, ed: EditionView) {
  await expect(page).toHaveURL(new RegExp(`${ed.at('/thank-you/')}$`));
  const steps = findVariant(pageNamed(ed, 'thank-you'), 'steps', 'next');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(steps.heading.title);
}
