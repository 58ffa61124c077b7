/** @jest-environment node */
// The availability step on feeds written the way each platform writes them (tests/unit/fixtures/
// feeds), with the clock and the network passed in: which nights come out, what is kept, and
// what the build log says (and never says).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AvailabilityError,
  buildAvailability,
  feedNights,
  loadFeed,
  parseFeedList,
  USER_AGENT,
  windowFrom,
  type FetchLike,
  type Log,
} from '../../scripts/collect-availability.mjs';
import { joinRanges, readAvailability } from '@/lib/content/availability';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, 'fixtures/feeds', name), 'utf8');
// 1 March 2027, 10:00 in India.
const NOW = new Date('2027-03-01T04:30:00Z');
const WINDOW = windowFrom(NOW);

function recorder(): Log & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    log: (l) => lines.push(`log ${l}`),
    warn: (l) => lines.push(`warn ${l}`),
    error: (l) => lines.push(`error ${l}`),
  };
}

/** A network where each address answers with a fixture, a status, or not at all. */
function network(routes: Record<string, string | number | 'down'>) {
  const asked: { url: string; userAgent: string | null }[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    asked.push({ url, userAgent: new Headers(init.headers).get('User-Agent') });
    const r = routes[url];
    if (r === undefined || r === 'down') {
      throw new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED ${url}`) });
    }
    if (typeof r === 'number') return new Response('no', { status: r });
    return new Response(fixture(r), { status: 200, headers: { 'Content-Type': 'text/calendar' } });
  };
  return { fetchImpl, asked };
}

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'availability-test-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('the window', () => {
  it('runs from tonight in India for 18 months', () => {
    expect(WINDOW).toEqual({ from: '2027-03-01', to: '2028-09-01' });
    // 20:00 UTC on 28 Feb is already 1 March, 01:30, in India.
    expect(windowFrom(new Date('2027-02-28T20:00:00Z')).from).toBe('2027-03-01');
  });
});

describe('one feed’s nights', () => {
  it('Airbnb: all-day stays end on the check-out day, and back-to-back stays share it', () => {
    expect(feedNights(fixture('airbnb.ics'), WINDOW)).toEqual([
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
      '2027-04-01',
    ]);
  });

  it('Booking.com: a cancelled closure takes no night', () => {
    expect(feedNights(fixture('booking.ics'), WINDOW)).toEqual(['2027-03-15', '2027-03-16']);
  });

  it('Google Calendar: 14:00 to 11:00 India time takes two nights; weekly closures expand, minus the excluded and cancelled weeks', () => {
    expect(feedNights(fixture('google.ics'), WINDOW)).toEqual([
      '2027-03-05',
      '2027-03-06',
      '2027-06-01',
      '2027-06-22',
    ]);
  });

  it('MakeMyTrip: UTC times are counted in India time; a zone named but not defined is looked up', () => {
    // 08:30Z is 14:00 in India; 20:00Z on the 24th is 01:30 on the 25th.
    expect(feedNights(fixture('makemytrip.ics'), WINDOW)).toEqual([
      '2027-03-20',
      '2027-03-21',
      '2027-03-25',
      '2027-03-28',
    ]);
  });

  it('keeps only nights inside the window', () => {
    const late = { from: '2027-03-12', to: '2027-04-01' };
    expect(feedNights(fixture('airbnb.ics'), late)).toEqual(['2027-03-12', '2027-03-13']);
  });

  it('refuses a file that is not a calendar', () => {
    expect(() => feedNights(fixture('malformed.ics'), WINDOW)).toThrow(AvailabilityError);
    expect(() => feedNights(fixture('truncated.ics'), WINDOW)).toThrow(AvailabilityError);
  });
});

describe('the feed list', () => {
  it('reads room feeds and whole-house feeds, naming each without its address', () => {
    const list = parseFeedList(
      'premium=https://www.airbnb.com/calendar/ical/1.ics?s=abc, https://admin.booking.com/x.ics,\nhttp://127.0.0.1:9/feed.ics',
    );
    expect(list.map((e) => [e.room, e.url])).toEqual([
      ['premium', 'https://www.airbnb.com/calendar/ical/1.ics?s=abc'],
      [null, 'https://admin.booking.com/x.ics'],
      [null, 'http://127.0.0.1:9/feed.ics'],
    ]);
    expect(list[0]!.label).toMatch(/^premium feed 1 \([0-9a-f]{6}\)$/);
    expect(list[2]!.label).toMatch(/^house feed 2 \([0-9a-f]{6}\)$/);
  });

  it('refuses plain http and anything that is not an address, without repeating it', () => {
    for (const bad of [
      'http://calendar.example.com/secret-token.ics',
      'ftp://example.com/secret-token.ics',
      'premium=secret-token',
      'http://localhost:9/secret-token.ics',
    ]) {
      let message = '';
      try {
        parseFeedList(bad);
      } catch (e) {
        expect(e).toBeInstanceOf(AvailabilityError);
        message = (e as Error).message;
      }
      expect(message).toMatch(/AVAILABILITY_FEEDS: entry 1 /);
      expect(message).not.toContain('secret-token');
      expect(message).not.toContain('example.com');
    }
  });
});

describe('fetching, and the last good copy', () => {
  const entry = parseFeedList('standard=https://www.airbnb.com/calendar/ical/77.ics?s=SECRET')[0]!;
  const load = (fetchImpl: FetchLike, now = NOW, log = recorder()) =>
    loadFeed(entry, { window: WINDOW, cacheDir: tmp, now, fetchImpl, timeoutMs: 1000, log });

  it('sends a User-Agent (Airbnb answers 403 without one) and keeps the nights, not the feed', async () => {
    const net = network({ [entry.url]: 'airbnb.ics' });
    const got = await load(net.fetchImpl);
    expect(got.status).toBe('fresh');
    expect(net.asked[0]!.userAgent).toBe(USER_AGENT);
    const kept = readFileSync(
      path.join(tmp, (await import('node:fs')).readdirSync(tmp)[0]!),
      'utf8',
    );
    expect(kept).toContain('2027-03-10');
    expect(kept).not.toMatch(/Reserved|airbnb|HMSECRET|4321|SECRET/);
  });

  it('unreachable with a copy: uses it and says which feed and how old, never the address', async () => {
    await load(network({ [entry.url]: 'airbnb.ics' }).fetchImpl);
    const log = recorder();
    const later = new Date(NOW.getTime() + 3 * 86_400_000);
    const got = await load(network({ [entry.url]: 'down' }).fetchImpl, later, log);
    expect(got.status).toBe('cached');
    expect(got.nights).toContain('2027-03-10');
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(
      /^warn availability: standard feed 1 \([0-9a-f]{6}\) could not be read \(not reachable\); using the last good copy, 3 days old$/,
    );
  });

  it('a malformed answer with a copy: the copy, too', async () => {
    await load(network({ [entry.url]: 'airbnb.ics' }).fetchImpl);
    const log = recorder();
    const got = await load(network({ [entry.url]: 'malformed.ics' }).fetchImpl, NOW, log);
    expect(got.status).toBe('cached');
    expect(log.lines[0]).toContain('not an iCalendar file');
  });

  it('unreachable with no copy: says so loudly and takes no nights', async () => {
    const log = recorder();
    const got = await load(network({ [entry.url]: 403 }).fetchImpl, NOW, log);
    expect(got).toEqual({ nights: [], fetchedAt: null, status: 'missing' });
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^error availability: !!! standard feed 1 \(\w{6}\) could not be read \(HTTP 403\) and there is NO earlier copy/,
      ),
    ]);
    expect(log.lines.join()).not.toContain('airbnb.com');
  });
});

describe('redirects', () => {
  const entry = parseFeedList('standard=https://www.airbnb.com/calendar/ical/77.ics?s=SECRET')[0]!;
  const moved = (to: string) => new Response(null, { status: 302, headers: { Location: to } });
  /** A network where the feed's address redirects to `to` (which may answer with the feed). */
  function redirecting(to: string) {
    const asked: string[] = [];
    const fetchImpl: FetchLike = async (url) => {
      asked.push(url);
      if (url === entry.url) return moved(to);
      if (url === new URL(to, entry.url).href) {
        return new Response(fixture('airbnb.ics'), { status: 200 });
      }
      throw new TypeError('fetch failed');
    };
    return { fetchImpl, asked };
  }
  const load = (fetchImpl: FetchLike, log = recorder()) =>
    loadFeed(entry, { window: WINDOW, cacheDir: tmp, now: NOW, fetchImpl, timeoutMs: 1000, log });

  it('follows a redirect to another https:// address', async () => {
    const net = redirecting('https://cdn.airbnb.com/feeds/77.ics');
    const got = await load(net.fetchImpl);
    expect(got.status).toBe('fresh');
    expect(got.nights).toContain('2027-03-10');
    expect(net.asked).toEqual([entry.url, 'https://cdn.airbnb.com/feeds/77.ics']);
  });

  it.each(['http://evil.example/feed.ics', 'http://127.0.0.2/feed.ics', 'file:///etc/passwd'])(
    'never follows one to %s, and says why without the address',
    async (to) => {
      const net = redirecting(to);
      const log = recorder();
      const got = await load(net.fetchImpl, log);
      expect(got.status).toBe('missing');
      expect(net.asked).toEqual([entry.url]);
      expect(log.lines[0]).toMatch(/redirected to a \w+:\/\/ address; only https:\/\/ is followed/);
      expect(log.lines[0]).not.toMatch(/evil|127\.0\.0\.2|passwd/);
    },
  );

  it('stops after five redirects', async () => {
    let n = 0;
    const fetchImpl: FetchLike = async () => moved(`https://www.airbnb.com/hop/${++n}.ics`);
    const log = recorder();
    expect((await load(fetchImpl, log)).status).toBe('missing');
    expect(n).toBe(6);
    expect(log.lines[0]).toContain('more than 5 redirects');
  });
});

describe('the whole step', () => {
  const feeds = {
    'https://www.airbnb.com/calendar/ical/1.ics?s=SECRET1': 'airbnb.ics',
    'https://admin.booking.com/hotel/ical.ics?t=SECRET2': 'booking.ics',
    'https://calendar.google.com/calendar/ical/private-SECRET3/basic.ics': 'google.ics',
  } as const;
  const env = {
    AVAILABILITY_FEEDS: `premium=${Object.keys(feeds)[0]},standard=${Object.keys(feeds)[1]},${Object.keys(feeds)[2]}`,
  };
  const closuresFile = () => {
    const f = path.join(tmp, 'closures.json');
    writeFileSync(
      f,
      JSON.stringify({
        closures: [
          { firstNight: '2027-05-01', lastNight: '2027-05-03', note: 'PRIVATE roof repairs' },
        ],
      }),
    );
    return f;
  };
  const run = (log = recorder(), over: Partial<Parameters<typeof buildAvailability>[0]> = {}) =>
    buildAvailability({
      env,
      now: NOW,
      fetchImpl: network(feeds).fetchImpl,
      closuresFile: closuresFile(),
      localFeedsFile: path.join(tmp, 'none.local'),
      cacheDir: path.join(tmp, 'cache'),
      outFile: path.join(tmp, 'availability.json'),
      log,
      ...over,
    });

  it('merges closures and feeds per room and for the house; writes nothing else from a feed', async () => {
    const log = recorder();
    const out = await run(log);
    expect(out.house).toEqual([
      ['2027-03-05', '2027-03-06'],
      ['2027-05-01', '2027-05-03'],
      ['2027-06-01', '2027-06-01'],
      ['2027-06-22', '2027-06-22'],
    ]);
    expect(out.rooms).toEqual({
      premium: [
        ['2027-03-10', '2027-03-13'],
        ['2027-04-01', '2027-04-01'],
      ],
      standard: [['2027-03-15', '2027-03-16']],
    });
    expect(out.sources).toBe(4);
    const written = readFileSync(path.join(tmp, 'availability.json'), 'utf8');
    expect(written).not.toMatch(/SECRET|airbnb|booking|google|Reserved|Sharma|puja|PRIVATE|UID/i);
    expect(log.lines).toEqual([
      'log availability: 14 taken nights (whole house 7, premium 5, standard 2) from 4 sources (3 feeds, 1 owner closure), 2027-03-01 to 2028-09-01',
    ]);
  });

  it('a room’s nights are its own and the whole house’s (the pages read it so)', async () => {
    await run();
    const a = readAvailability(path.join(tmp, 'availability.json'));
    expect(a.rooms.premium?.[0]).toEqual(['2027-03-05', '2027-03-06']);
    expect(a.rooms.premium).toContainEqual(['2027-03-10', '2027-03-13']);
    expect(a.rooms.dorm).not.toContainEqual(['2027-03-10', '2027-03-13']);
    expect(a.rooms.dorm).toContainEqual(['2027-05-01', '2027-05-03']);
    expect(a.until).toBe('2028-09-01');
    expect(
      joinRanges([
        ['2027-01-01', '2027-01-02'],
        ['2027-01-03', '2027-01-03'],
      ]),
    ).toEqual([['2027-01-01', '2027-01-03']]);
  });

  it('without feeds or closures: no sources, nothing taken (the site as before)', async () => {
    const empty = path.join(tmp, 'empty.json');
    writeFileSync(empty, JSON.stringify({ closures: [] }));
    const log = recorder();
    const out = await run(log, { env: {}, closuresFile: empty });
    expect(out).toMatchObject({ sources: 0, house: [], rooms: {} });
    expect(readAvailability(path.join(tmp, 'availability.json')).updatedAt).toBeNull();
    expect(log.lines[0]).toMatch(/^log availability: 0 taken nights .* from 0 sources \(0 feeds/);
  });

  it('reads the git-ignored local file when the environment has no feeds', async () => {
    const local = path.join(tmp, 'feeds.local');
    writeFileSync(local, `# my calendars\ndorm=${Object.keys(feeds)[1]}\n`);
    const out = await run(recorder(), { env: {}, localFeedsFile: local });
    expect(out.rooms).toEqual({ dorm: [['2027-03-15', '2027-03-16']] });
    expect(existsSync(path.join(tmp, 'cache'))).toBe(true);
  });
});
