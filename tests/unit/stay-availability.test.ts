/** @jest-environment node */
// The stay request with taken nights and with the owner's tax setting: refusal, the nearest free
// stay, how nights are named; GST in the rate, the estimate, the message and the JSON-LD; and the
// site's own calendar file.
import { createElement } from 'react';
import { patchDataFiles } from './support/patch-data';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  composeMessage,
  describeNights,
  nearestFreeStay,
  STAY_DEFAULTS,
  takenNightsIn,
  validateStay,
  type StayConfig,
  type StayDraft,
} from '@/components/stay-request/stay-request';
import { stayConfig } from '@/components/stay-request/stay-config';
import { defaultEdition } from '@/lib/content/editions';
import { closuresCalendar } from '@/lib/ics';
import { formatRate, type Tax } from '@/lib/content/format';

const { rooms, stayForm } = defaultEdition.texts;

const TODAY = '2027-03-01';
const base = stayConfig(defaultEdition);
/** Premium taken 10–13 March (check-out 14th free), the whole house on 20 March. */
const config: StayConfig = {
  ...base,
  taken: {
    premium: [
      ['2027-03-10', '2027-03-13'],
      ['2027-03-20', '2027-03-20'],
    ],
    standard: [['2027-03-20', '2027-03-20']],
    dorm: [['2027-03-20', '2027-03-20']],
  },
  takenUntil: '2027-09-01',
};
const draft = (over: Partial<StayDraft>): StayDraft => ({ ...STAY_DEFAULTS, ...over });
const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const priceOf = (id: string) => rooms.find((r) => r.id === id)!.priceInr;

describe('taken nights', () => {
  it('refuses a stay that includes one, and names the nights', () => {
    const v = validateStay(
      draft({ checkin: '2027-03-08', checkout: '2027-03-12', room: 'premium' }),
      config,
      TODAY,
    );
    expect(v.request).toBeNull();
    expect(v.taken).toEqual(['2027-03-10', '2027-03-11']);
    expect(describeNights(v.taken, stayForm)).toBe(
      'the nights of Wed 10 Mar 2027 to Thu 11 Mar 2027',
    );
    expect(describeNights(['2027-03-10', '2027-03-12'], stayForm)).toBe(
      'the night of Wed 10 Mar 2027 and the night of Fri 12 Mar 2027',
    );
  });

  it('lets a stay end on the morning a taken night begins, and start on a check-out day', () => {
    for (const [checkin, checkout] of [
      ['2027-03-07', '2027-03-10'],
      ['2027-03-14', '2027-03-16'],
    ] as const) {
      const v = validateStay(draft({ checkin, checkout, room: 'premium' }), config, TODAY);
      expect(v.taken).toEqual([]);
      expect(v.request).not.toBeNull();
    }
  });

  it('reads each room’s own nights: the same dates are free in another room', () => {
    expect(takenNightsIn(config, 'standard', '2027-03-10', 3)).toEqual([]);
    expect(takenNightsIn(config, 'dorm', '2027-03-19', 2)).toEqual(['2027-03-20']);
  });

  it('offers the nearest free stay of the same length, before or after', () => {
    // 3 nights from 11 March: after, 14–17 (3 days later); before, 7–10 (4 days earlier).
    expect(nearestFreeStay(config, 'premium', '2027-03-11', 3, TODAY)).toEqual({
      checkin: '2027-03-14',
      checkout: '2027-03-17',
    });
    // 2 nights from 12 March: before, 8–10 (4 days earlier); after, 14–16 (2 days later).
    expect(nearestFreeStay(config, 'premium', '2027-03-12', 2, TODAY)).toEqual({
      checkin: '2027-03-14',
      checkout: '2027-03-16',
    });
    // 1 night on 20 March: 19 and 21 are both a day away; the later one wins the tie.
    expect(nearestFreeStay(config, 'standard', '2027-03-20', 1, TODAY)).toEqual({
      checkin: '2027-03-21',
      checkout: '2027-03-22',
    });
    // Never before today: 10–13 taken with today the 10th leaves only after.
    expect(nearestFreeStay(config, 'premium', '2027-03-10', 2, '2027-03-10')).toEqual({
      checkin: '2027-03-14',
      checkout: '2027-03-16',
    });
  });

  it('offers nothing when no stay of that length is free within what the calendars cover', () => {
    const full: StayConfig = { ...config, taken: { premium: [['2027-03-01', '2027-08-31']] } };
    expect(nearestFreeStay(full, 'premium', '2027-03-10', 2, TODAY)).toBeNull();
  });

  it('without sources nothing is taken and the request is as before', () => {
    const v = validateStay(
      draft({ checkin: '2027-03-10', checkout: '2027-03-12', room: 'premium' }),
      { ...base, taken: {}, takenUntil: null },
      TODAY,
    );
    expect(v.taken).toEqual([]);
    expect(v.request).not.toBeNull();
  });
});

describe('the owner’s tax setting', () => {
  const gstAdded: Tax = { kind: 'gst', ratePercent: 5, included: false };
  const request = (tax: Tax) => {
    const r = validateStay(
      draft({ checkin: '2027-03-14', checkout: '2027-03-17', room: 'standard' }),
      { ...config, tax },
      TODAY,
    ).request;
    if (!r) throw new Error('expected a valid request');
    return r;
  };
  const standard = rooms.find((r) => r.id === 'standard')!;
  const S = priceOf('standard');

  it('says nothing by default', () => {
    expect(base.tax).toEqual({ kind: 'unstated' });
    expect(formatRate(standard, base.tax, base.rates)).toBe(`${inr(S)} per night`);
    expect(composeMessage(request(base.tax), config)).not.toMatch(/GST|tax/i);
  });

  it('GST added: the rate says so, and the total and advance include it', () => {
    expect(formatRate(standard, gstAdded, base.rates)).toBe(`${inr(S)} per night + 5% GST`);
    const r = request(gstAdded);
    const total = Math.round(S * 3 * 1.05);
    expect(r.estimate.total).toBe(total);
    const text = composeMessage(r, { ...config, tax: gstAdded });
    expect(text).toContain(
      `Estimated total: ${inr(total)} (${inr(S)} per night × 3 nights + 5% GST)`,
    );
    expect(text).toContain(
      `advance to confirm: ${inr(Math.round((total * base.advancePercent) / 100))}`,
    );
  });

  it('GST included: the rates and total stay, and say so', () => {
    const included: Tax = { kind: 'gst', ratePercent: 12, included: true };
    expect(formatRate(standard, included, base.rates)).toBe(`${inr(S)} per night, incl. 12% GST`);
    const r = request(included);
    expect(r.estimate.total).toBe(S * 3);
    expect(composeMessage(r, { ...config, tax: included })).toContain(
      `(${inr(S)} per night × 3 nights, incl. 12% GST)`,
    );
  });

  it('not registered: "no GST", the same total', () => {
    const none: Tax = { kind: 'not-registered' };
    expect(formatRate(standard, none, base.rates)).toBe(`${inr(S)} per night, no GST`);
    expect(request(none).estimate.total).toBe(S * 3);
  });

  it('the rates on the page and the JSON-LD say it the same way', async () => {
    await jest.isolateModulesAsync(async () => {
      patchDataFiles((file, data) => {
        if (file !== 'content/facts.yaml') return data;
        const facts = data as { booking: Record<string, unknown> };
        return { ...facts, booking: { ...facts.booking, tax: gstAdded } };
      });
      const { defaultEdition } = await import('@/lib/content/editions');
      const { houseLodging } = await import('@/lib/structured-data');
      const { RoomPrice } = await import('@/components/ui/RoomPrice');
      // The JSON the page carries.
      const lodging = JSON.parse(
        JSON.stringify(houseLodging(defaultEdition, 'chaaya', '/chaaya-microsite')),
      ) as {
        priceRange: string;
        makesOffer: unknown;
      };
      expect(lodging.priceRange).toMatch(/ per night \+ 5% GST \(INR\)$/);
      expect(JSON.stringify(lodging.makesOffer)).toContain('"valueAddedTaxIncluded":false');
      expect(
        renderToStaticMarkup(createElement(RoomPrice, { room: standard, edition: defaultEdition })),
      ).toMatch(/per night \+ 5% GST/);
    });
    jest.dontMock('@/lib/content/data');
  });
});

describe('the site’s own calendar', () => {
  it('writes each closure as all-day nights (check-out exclusive) and never the private note', () => {
    const ics = closuresCalendar({
      name: 'Chaaya Homestay: closed by the family',
      summary: 'Closed',
      uidDomain: 'www.example.com',
      closures: [
        { firstNight: '2027-01-10', lastNight: '2027-01-14', note: 'PRIVATE roof repairs' } as {
          firstNight: string;
          lastNight: string;
        },
      ],
      stamp: new Date('2026-12-01T00:00:00Z'),
    });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Smriti Heritage Sanctuaries//House closures//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Chaaya Homestay: closed by the family',
      'BEGIN:VEVENT',
      'UID:closure-20270110-20270114-house@www.example.com',
      'DTSTAMP:20261201T000000Z',
      'DTSTART;VALUE=DATE:20270110',
      'DTEND;VALUE=DATE:20270115',
      'SUMMARY:Closed',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
