/** @jest-environment node */
import {
  composeMessage,
  emailHref,
  estimate,
  formatStayDate,
  mailSubject,
  parseStayQuery,
  STAY_DEFAULTS,
  validateStay,
  whatsappHref,
  type StayConfig,
  type StayDraft,
} from '@/components/stay-request/stay-request';
import { stayConfigOf } from '@/components/stay-request/stay-config';
import { defaultEdition, roomOf } from '@/lib/content/editions';
import { facts } from '@/lib/content/facts';
import { formatInr } from '@/lib/content/format';
import { NO_CALENDARS } from './support/fixture-content';

// The rooms, their rates, the facts and the form's words are the fixture's
// (tests/unit/fixtures/content/), not the family's: the figures and sentences below are pinned.
jest.mock('@/lib/content/data', () =>
  jest
    .requireActual<typeof import('./support/fixture-content')>('./support/fixture-content')
    .dataModule(),
);

const { site, rooms } = defaultEdition.texts;

const config: StayConfig = stayConfigOf(defaultEdition, NO_CALENDARS, '/thank-you/');
const room = (id: string) => roomOf(defaultEdition, id);
const TODAY = '2027-03-01';

/** Rupees as a guest reads them (Indian grouping, 1,20,000), written here, not the site's helper. */
const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const priceOf = (id: string) => rooms.find((r) => r.id === id)!.priceInr;
const ADVANCE = facts.booking.advancePercent;
const draft = (over: Partial<StayDraft> = {}): StayDraft => ({
  ...STAY_DEFAULTS,
  checkin: '2027-03-12',
  checkout: '2027-03-15',
  ...over,
});

describe('a stay’s dates', () => {
  it('writes a date out with its weekday', () => {
    const { dates } = config.words;
    expect(formatStayDate('2027-03-12', dates)).toBe('Fri 12 Mar 2027');
    expect(formatStayDate('2027-03-15', dates)).toBe('Mon 15 Mar 2027');
    expect(formatStayDate('2026-11-01', dates)).toBe('Sun 1 Nov 2026');
  });
});

describe('rupees', () => {
  it('groups the Indian way', () => {
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(8400)).toBe('₹8,400');
    expect(formatInr(120000)).toBe('₹1,20,000');
    expect(formatInr(1234567)).toBe('₹12,34,567');
    expect(formatInr(98765432)).toBe('₹9,87,65,432');
  });
});

describe('estimate', () => {
  it('is nights × the nightly rate for a room, whatever the guests', () => {
    const standard = room('standard');
    expect(estimate(standard, 3, 2, 50)).toEqual({
      nights: 3,
      parts: [{ rate: 2800, nights: 3, season: null }],
      beds: 1,
      total: 8400,
      advance: 4200,
    });
    expect(estimate(room('premium'), 3, 1, 50).total).toBe(3 * 3500);
  });

  it('charges the dormitory per bed, so × guests', () => {
    expect(estimate(room('dorm'), 3, 4, 50)).toEqual({
      nights: 3,
      parts: [{ rate: 1200, nights: 3, season: null }],
      beds: 4,
      total: 14400,
      advance: 7200,
    });
  });

  it('reads every figure from the content files', () => {
    expect(config.rooms.map((r) => [r.id, r.priceInr, r.capacity])).toEqual(
      rooms.map((r) => [r.id, r.priceInr, r.capacity]),
    );
    expect(rooms.map((r) => r.capacity)).toEqual([3, 2, 6]);
    expect(config.advancePercent).toBe(facts.booking.advancePercent);
    expect(config.maxNights).toBe(30);
    expect(config.chatNumber).toBe(site.chat.stays);
    expect(config.email).toBe(site.email);
  });
});

describe('validation', () => {
  const v = (over: Partial<StayDraft>, today = TODAY) => validateStay(draft(over), config, today);
  const message = (over: Partial<StayDraft>, field: keyof StayDraft, today = TODAY) =>
    v(over, today).errors[field]?.message;

  it('accepts a complete request and works out the estimate', () => {
    const result = v({ room: 'standard' });
    expect(result.errors).toEqual({});
    expect(result.request?.estimate).toEqual({
      nights: 3,
      parts: [{ rate: 2800, nights: 3, season: null }],
      beds: 1,
      total: 8400,
      advance: 4200,
    });
  });

  it('marks empty fields as missing (shown only after a send attempt)', () => {
    const result = v({ checkin: '', checkout: '', guests: '' });
    expect(result.errors.checkin).toEqual({ message: 'Choose your check-in date.', missing: true });
    expect(result.errors.checkout?.missing).toBe(true);
    expect(result.errors.guests?.missing).toBe(true);
    expect(result.request).toBeNull();
  });

  it('refuses a check-in in the past, by India’s calendar', () => {
    expect(message({ checkin: '2027-02-28' }, 'checkin')).toBe(
      'Check-in can’t be in the past: choose Mon 1 Mar 2027 or later.',
    );
    expect(v({ checkin: '2027-03-01', checkout: '2027-03-02' }).errors.checkin).toBeUndefined();
  });

  it('refuses a check-out that is not after check-in', () => {
    expect(message({ checkout: '2027-03-12' }, 'checkout')).toBe(
      'Check-out must be after check-in.',
    );
    expect(message({ checkout: '2027-03-10' }, 'checkout')).toBe(
      'Check-out must be after check-in.',
    );
  });

  it('refuses more than 30 nights', () => {
    expect(v({ checkin: '2027-03-12', checkout: '2027-04-11' }).errors).toEqual({});
    expect(message({ checkin: '2027-03-12', checkout: '2027-04-12' }, 'checkout')).toBe(
      'We take requests for up to 30 nights; this is 31. For a longer stay, write to the family on chat.',
    );
  });

  it('refuses more guests than the room holds, naming its capacity and a room that fits', () => {
    expect(message({ room: 'standard', guests: '3' }, 'guests')).toBe(
      'The Heritage Standard Room sleeps up to 2 guests. For 3, choose the Heritage Premium Suite (up to 3 guests).',
    );
    expect(message({ room: 'premium', guests: '5' }, 'guests')).toBe(
      'The Heritage Premium Suite sleeps up to 3 guests. For 5, choose the Heritage Dormitory (6 beds).',
    );
    expect(message({ room: 'dorm', guests: '7' }, 'guests')).toBe(
      'The Heritage Dormitory has 6 beds. For a group of 7, write to the family on chat and they will find a way.',
    );
    expect(v({ room: 'dorm', guests: '6' }).errors).toEqual({});
  });

  it('refuses guests that are not a whole number of at least 1', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '1e2']) {
      expect(message({ guests: bad }, 'guests')).toBe('Guests must be a whole number, at least 1.');
    }
  });

  it('treats an unknown room as the first room', () => {
    expect(v({ room: 'penthouse' }).room.id).toBe('premium');
  });
});

describe('the composed message', () => {
  const request = (over: Partial<StayDraft>) => {
    const r = validateStay(draft(over), config, TODAY).request;
    if (!r) throw new Error('expected a valid request');
    return r;
  };

  it('reads like a person wrote it, with every figure from content/', () => {
    expect(composeMessage(request({ room: 'standard' }), config)).toBe(
      [
        "Namaste! I'd like to request a stay at Chaaya Homestay.",
        '',
        `Reference: ${config.codes.house}-STA-270312-3N-2G`,
        'Room: Heritage Standard Room',
        'Check-in: Fri 12 Mar 2027, from 14:00',
        'Check-out: Mon 15 Mar 2027 (3 nights)',
        'Guests: 2',
        `Estimated total: ${inr(priceOf('standard') * 3)} (${inr(priceOf('standard'))} per night × 3 nights)`,
        `${ADVANCE}% advance to confirm: ${inr((priceOf('standard') * 3 * ADVANCE) / 100)}`,
        '',
        'Could you confirm availability? Thank you!',
      ].join('\n'),
    );
  });

  it('carries the check-in time the house rules give, in the message, the chat link and the e-mail', () => {
    // The fixture's house rules say check-in from 14:00, check-out by 10:30.
    const r = request({ room: 'standard' });
    expect(composeMessage(r, config)).toContain('\nCheck-in: Fri 12 Mar 2027, from 14:00\n');
    expect(decodeURIComponent(whatsappHref(r, config))).toContain(
      'Check-in: Fri 12 Mar 2027, from 14:00',
    );
    expect(decodeURIComponent(emailHref(r, config))).toContain(
      'Check-in: Fri 12 Mar 2027, from 14:00',
    );
  });

  it('shows the guest the check-in and check-out times before sending, from the house rules', () => {
    expect(config.houseTimes).toBe('Check-in 14:00 · check-out 10:30');
  });

  it('prices the dormitory per bed, says 1 night, and adds the note', () => {
    const text = composeMessage(
      request({
        room: 'dorm',
        guests: '4',
        checkout: '2027-03-13',
        note: '  We arrive by the evening bus.  ',
      }),
      config,
    );
    expect(text).toContain('Check-out: Sat 13 Mar 2027 (1 night)');
    const dorm = priceOf('dorm');
    expect(text).toContain(
      `Estimated total: ${inr(dorm * 4)} (${inr(dorm)} per bed per night × 4 beds × 1 night)`,
    );
    expect(text).toContain(`${ADVANCE}% advance to confirm: ${inr((dorm * 4 * ADVANCE) / 100)}`);
    expect(text).toContain('\n\nNote: We arrive by the evening bus.\n\n');
  });

  it('is short enough for a chat', () => {
    expect(composeMessage(request({ note: 'x'.repeat(2000) }), config).length).toBeLessThan(900);
  });

  it('goes to the stays chat number as a wa.me link, and by e-mail with a subject', () => {
    const r = request({ room: 'standard' });
    const wa = new URL(whatsappHref(r, config));
    expect(wa.origin + wa.pathname).toBe(`https://wa.me/${site.chat.stays.replace(/\D/g, '')}`);
    expect(wa.searchParams.get('text')).toBe(composeMessage(r, config));

    const mail = emailHref(r, config);
    expect(mail.startsWith(`mailto:${site.email}?`)).toBe(true);
    expect(mail).not.toContain('+');
    const params = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
    expect(params.get('subject')).toBe(
      'Stay request: Heritage Standard Room, Fri 12 Mar 2027 to Mon 15 Mar 2027',
    );
    expect(params.get('subject')).toBe(mailSubject(r, config));
    expect(params.get('body')).toBe(composeMessage(r, config));
  });
});

describe('a shared link’s query', () => {
  const ids = rooms.map((r) => r.id);

  it('pre-fills the fields it names', () => {
    expect(
      parseStayQuery('?checkin=2027-03-12&checkout=2027-03-15&guests=2&room=standard', ids),
    ).toEqual({ checkin: '2027-03-12', checkout: '2027-03-15', guests: '2', room: 'standard' });
    expect(parseStayQuery('guests=03', ids)).toEqual({ guests: '3' });
    expect(parseStayQuery('', ids)).toEqual({});
  });

  it('ignores bad or hostile values field by field', () => {
    expect(
      parseStayQuery(
        '?checkin=2027-02-30&checkout=2027-03-15&guests=<script>alert(1)</script>&room=suite',
        ids,
      ),
    ).toEqual({ checkout: '2027-03-15' });
    expect(
      parseStayQuery(
        '?checkin=javascript:alert(1)&checkout=%E0%A4%A&guests=0&room=__proto__&note=hi',
        ids,
      ),
    ).toEqual({});
    expect(parseStayQuery('?guests=999&room=constructor', ids)).toEqual({});
    expect(parseStayQuery('?checkin=2027-03-12&checkin=evil', ids)).toEqual({
      checkin: '2027-03-12',
    });
  });
});
