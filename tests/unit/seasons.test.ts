/** @jest-environment node */
import {
  composeMessage,
  estimateBreakdown,
  nearestLongEnoughStay,
  STAY_DEFAULTS,
  validateStay,
  type StayConfig,
  type StayDraft,
} from '@/components/stay-request/stay-request';
import { stayConfigOf } from '@/components/stay-request/stay-config';
import { editionOf, type Lang } from '@/lib/content/editions';
import { parseSeasons } from '@/lib/content/seasons';
import { pathIn } from '@/lib/edition-addresses';
import { missedMinimum, seasonOn, seasonWhen, type Season } from '@/lib/stay-pricing';
import { NO_CALENDARS, SEASONS_YAML } from './support/fixture-content';
import { stayHouseFile } from '@/lib/houses.mjs';

// The rooms' usual rates and the form's words are the fixture's (tests/unit/fixtures/content/),
// not the family's, so the figures below are pinned; the seasons are written here.
jest.mock('@/lib/content/data', () =>
  jest
    .requireActual<typeof import('./support/fixture-content')>('./support/fixture-content')
    .dataModule(),
);

/**
 * Seasons priced night by night, with the test seasons (not the owner's example file, which the
 * family replaces): the example peak season, a festival week on given dates, and a short season
 * around the end of February that holds a leap day.
 */

const HINDI_NAMES: Readonly<Record<string, string>> = {
  peak: 'व्यस्त मौसम',
  festival: 'त्योहार का हफ़्ता',
  'late-winter': 'सर्दियों का आख़िरी हिस्सा',
};

const owner = parseSeasons(SEASONS_YAML, 'test.yaml');
/** The stay request's figures and words in a language, no night taken. */
const stayConfig = (lang: Lang) =>
  stayConfigOf(editionOf(lang), NO_CALENDARS, pathIn(lang, '/thank-you/'));
const config: StayConfig = { ...stayConfig('en'), seasons: owner };
const configHi: StayConfig = {
  ...stayConfig('hi'),
  seasons: owner.map((s): Season => ({ ...s, name: HINDI_NAMES[s.id] ?? s.name })),
};

const TODAY = '2026-11-25';
const draft = (over: Partial<StayDraft>): StayDraft => ({ ...STAY_DEFAULTS, ...over });
const check = (checkin: string, checkout: string, over: Partial<StayDraft> = {}, c = config) =>
  validateStay(draft({ checkin, checkout, room: 'standard', ...over }), c, TODAY);
const requestFor = (
  checkin: string,
  checkout: string,
  over: Partial<StayDraft> = {},
  c = config,
) => {
  const r = check(checkin, checkout, over, c).request;
  if (!r) throw new Error(`expected ${checkin} to ${checkout} to be sendable`);
  return r;
};

/** Figures written out by hand: base standard ₹2,800, peak ₹3,600, 50% advance. */
describe('a stay priced night by night', () => {
  it('checking out on the first peak night is all base rate, and no minimum applies', () => {
    const r = requestFor('2026-12-18', '2026-12-20');
    expect(r.estimate.total).toBe(2 * 2800);
    expect(estimateBreakdown(r.room, r.estimate, config)).toBe('₹2,800 per night × 2 nights');
    // One night ending on the first peak night: not a peak night, so one night is fine.
    expect(check('2026-12-19', '2026-12-20').request?.estimate.total).toBe(2800);
  });

  it('crossing into peak counts each rate apart, in the estimate and the message', () => {
    const r = requestFor('2026-12-18', '2026-12-22');
    expect(r.estimate.parts).toEqual([
      { rate: 2800, nights: 2, season: null },
      { rate: 3600, nights: 2, season: 'Peak season' },
    ]);
    expect(r.estimate.total).toBe(2 * 2800 + 2 * 3600);
    expect(r.estimate.advance).toBe(6400);
    const text = composeMessage(r, config);
    expect(text).toContain(
      'Estimated total: ₹12,800 (2 nights × ₹2,800 + 2 nights × ₹3,600)\n50% advance to confirm: ₹6,400',
    );
  });

  it('crosses the new year inside peak, and leaves it after the night of 5 January', () => {
    expect(requestFor('2026-12-30', '2027-01-02').estimate.parts).toEqual([
      { rate: 3600, nights: 3, season: 'Peak season' },
    ]);
    const out = requestFor('2027-01-04', '2027-01-08');
    expect(out.estimate.parts).toEqual([
      { rate: 3600, nights: 2, season: 'Peak season' },
      { rate: 2800, nights: 2, season: null },
    ]);
    expect(estimateBreakdown(out.room, out.estimate, config)).toBe(
      '2 nights × ₹3,600 + 2 nights × ₹2,800',
    );
    expect(seasonOn(config.seasons, '2027-01-05')?.id).toBe('peak');
    expect(seasonOn(config.seasons, '2027-01-06')).toBeNull();
  });

  it('prices the dormitory per bed across the edge', () => {
    const r = requestFor('2027-05-13', '2027-05-17', { room: 'dorm', guests: '4' });
    expect(r.estimate.total).toBe((2 * 1200 + 2 * 1500) * 4);
    expect(estimateBreakdown(r.room, r.estimate, config)).toBe(
      '(2 nights × ₹1,200 + 2 nights × ₹1,500) × 4 beds',
    );
  });

  it('a festival week on given dates costs its own rate that year only', () => {
    const r = requestFor('2027-10-25', '2027-10-31');
    expect(r.estimate.parts).toEqual([
      { rate: 2800, nights: 3, season: null },
      { rate: 4000, nights: 3, season: 'Festival week' },
    ]);
    // The same dates a year later are ordinary nights.
    expect(requestFor('2028-10-25', '2028-10-31').estimate.parts).toEqual([
      { rate: 2800, nights: 6, season: null },
    ]);
  });

  it('counts a leap day as a night of the season around it', () => {
    // 2028: the nights of 27, 28, 29 Feb and 1 Mar are late winter; 26 Feb and 2 Mar are not.
    expect(requestFor('2028-02-26', '2028-03-03').estimate.parts).toEqual([
      { rate: 2800, nights: 2, season: null },
      { rate: 2500, nights: 4, season: 'Late winter' },
    ]);
    // 2027 has no 29 Feb: the same season is three nights.
    expect(requestFor('2027-02-26', '2027-03-03').estimate.parts).toEqual([
      { rate: 2800, nights: 2, season: null },
      { rate: 2500, nights: 3, season: 'Late winter' },
    ]);
  });

  it('writes a Hindi breakdown with no English in it', () => {
    const r = requestFor('2026-12-18', '2026-12-22', {}, configHi);
    const text = composeMessage(r, configHi);
    expect(text).toContain('(2 रातें × ₹2,800 + 2 रातें × ₹3,600)');
    expect(text).not.toMatch(/nights|per night/);
  });
});

describe('minimum stays', () => {
  it('refuses one night in peak, naming the season and its minimum', () => {
    const v = check('2026-12-24', '2026-12-25');
    expect(v.request).toBeNull();
    expect(v.minimum?.id).toBe('peak');
    expect(v.minimum?.minNights).toBe(2);
    expect(seasonWhen(v.minimum!, config.words)).toBe('20 Dec – 5 Jan and 15 May – 30 Jun');
    expect(seasonWhen(configHi.seasons[0]!, configHi.words)).toBe(
      '20 दिस॰ – 5 जन॰ और 15 मई – 30 जून',
    );
    // The last peak night counts too.
    expect(check('2027-01-05', '2027-01-06').minimum?.id).toBe('peak');
    expect(check('2027-01-06', '2027-01-07').minimum).toBeNull();
  });

  it('takes the strictest minimum of the seasons a stay touches', () => {
    expect(missedMinimum('2027-11-03', 2, config.seasons)?.id).toBe('festival');
    expect(missedMinimum('2027-11-03', 3, config.seasons)).toBeNull();
  });

  it('offers the same check-in lengthened to the minimum, or the nearest free one', () => {
    expect(nearestLongEnoughStay(config, 'standard', '2026-12-24', 1, TODAY)).toEqual({
      checkin: '2026-12-24',
      checkout: '2026-12-26',
    });
    // The night of the 25th is taken: the nearest two free nights (before it, here).
    const taken: StayConfig = {
      ...config,
      taken: { standard: [['2026-12-25', '2026-12-25']] },
      takenUntil: '2027-03-01',
    };
    expect(nearestLongEnoughStay(taken, 'standard', '2026-12-24', 1, TODAY)).toEqual({
      checkin: '2026-12-23',
      checkout: '2026-12-25',
    });
  });
});

describe(stayHouseFile('seasons.yaml'), () => {
  const errorOf = (yaml: string) => {
    try {
      parseSeasons(yaml, stayHouseFile('seasons.yaml'));
    } catch (e) {
      return (e as Error).message;
    }
    throw new Error('expected the seasons to be refused');
  };
  const season = (over: string) => `seasons:
  - id: peak
    name: Peak season
    everyYear:
      - { firstNight: 12-20, lastNight: 01-05 }
    minNights: 2
    rates: { premium: 4500, standard: 3600, dorm: 1500 }
${over}`;

  it('refuses overlapping seasons, naming the file, the line and the field', () => {
    expect(
      errorOf(
        season(`  - id: holidays
    name: Holidays
    onDates:
      - { firstNight: 2027-01-03, lastNight: 2027-01-09 }
    minNights: 1
    rates: { premium: 4000, standard: 3000, dorm: 1300 }
`),
      ),
    ).toMatch(
      /content\/houses\/[a-z0-9-]+\/seasons\.yaml:11 seasons\.1\.onDates\.0: overlaps season "peak" \(both hold the night of 2027-01-03\)/,
    );
  });

  it('refuses a rate missing for a room', () => {
    expect(errorOf(season('').replace(', dorm: 1500', ''))).toMatch(
      /content\/houses\/[a-z0-9-]+\/seasons\.yaml:7 seasons\.0\.rates\.dorm: /,
    );
  });

  it('refuses a minimum below 1 or above the longest stay the form takes', () => {
    expect(errorOf(season('').replace('minNights: 2', 'minNights: 0'))).toMatch(
      /seasons\.yaml:6 seasons\.0\.minNights: must be at least 1 night/,
    );
    expect(errorOf(season('').replace('minNights: 2', 'minNights: 31'))).toMatch(
      /seasons\.yaml:6 seasons\.0\.minNights: must be at most 30 nights, the longest stay the request takes/,
    );
  });

  it('refuses dates that are not days, and says where the YAML itself is broken', () => {
    expect(errorOf(season('').replace('lastNight: 01-05', 'lastNight: 02-30'))).toMatch(
      /seasons\.yaml:5 seasons\.0\.everyYear\.0\.lastNight: is not a day of the year/,
    );
    expect(() =>
      parseSeasons(season('').replace('lastNight: 01-05', 'lastNight: 02-29')),
    ).not.toThrow();
    expect(errorOf('seasons:\n  - id: peak\n    id: again\n')).toMatch(
      /Invalid YAML in content\/houses\/[a-z0-9-]+\/seasons\.yaml:\n  - content\/houses\/[a-z0-9-]+\/seasons\.yaml:3: Map keys must be unique/,
    );
  });
});
