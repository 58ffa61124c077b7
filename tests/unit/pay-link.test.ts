import { payment } from './support/payment-fixture';
import {
  isAndroid,
  readPayFragment,
  upiIntentLink,
  upiLink,
  type PayProblem,
} from '@/lib/pay-link';

const known = { cap: 50_000, houses: ['house-a', 'house-b'], rooms: ['room-1', 'room-2'] };

describe('readPayFragment', () => {
  it('reads the stay a link carries, with its nights', () => {
    expect(
      readPayFragment(
        '#ref=AB-12&amount=4500&house=house-a&room=room-2&from=2027-03-01&to=2027-03-04&guests=2',
        known,
      ),
    ).toEqual({
      ok: true,
      stay: {
        ref: 'AB-12',
        amount: 4500,
        house: 'house-a',
        room: 'room-2',
        from: '2027-03-01',
        to: '2027-03-04',
        nights: 3,
        guests: 2,
      },
    });
  });

  it.each<[string, PayProblem]>([
    ['ref=X', 'no-amount'],
    ['ref=X&amount=', 'no-amount'],
    ['ref=X&amount=abc', 'bad-amount'],
    ['ref=X&amount=12.5', 'bad-amount'],
    ['ref=X&amount=1e4', 'bad-amount'],
    ['ref=X&amount=0', 'bad-amount'],
    ['ref=X&amount=-500', 'bad-amount'],
    ['ref=X&amount=50001', 'over-cap'],
    ['amount=100', 'no-reference'],
    [`ref=${'R'.repeat(41)}&amount=100`, 'no-reference'],
    ['ref=X&amount=100&house=elsewhere', 'unknown-house'],
    ['ref=X&amount=100&room=attic', 'unknown-room'],
  ])('%s offers nothing to pay: %s', (hash, problem) => {
    expect(readPayFragment(hash, known)).toEqual({ ok: false, problem });
  });

  it('takes the cap itself', () => {
    expect(readPayFragment('ref=X&amount=50000', known)).toMatchObject({ ok: true });
  });

  it('ignores a payee the link names', () => {
    const read = readPayFragment('ref=X&amount=100&pa=thief@bank&pn=Someone%20Else', known);
    expect(read).toEqual({ ok: true, stay: { ref: 'X', amount: 100 } });
  });

  it('keeps words from the link as they are, to be shown as text', () => {
    const read = readPayFragment(
      `ref=${encodeURIComponent('<img src=x onerror=alert(1)>')}&amount=9`,
      known,
    );
    expect(read).toEqual({ ok: true, stay: { ref: '<img src=x onerror=alert(1)>', amount: 9 } });
  });

  it('drops dates that are not real days or not in order', () => {
    for (const dates of [
      'from=2027-02-30&to=2027-03-02',
      'from=2027-03-05&to=2027-03-01',
      'from=5&to=6',
    ]) {
      expect(readPayFragment(`ref=X&amount=9&${dates}`, known)).toEqual({
        ok: true,
        stay: { ref: 'X', amount: 9 },
      });
    }
  });
});

describe('UPI links', () => {
  const p = { ...payment, amount: 4500, ref: 'AB 12' };

  it('writes pa, pn, am, cu, tn and tr, spaces as %20', () => {
    expect(upiLink(p)).toBe(
      'upi://pay?pa=family.name@bank&pn=The%20Family%20Home&am=4500&cu=INR&tn=Stay%20advance&tr=AB%2012',
    );
  });

  it('writes the intent form for Android, falling back to the page', () => {
    expect(upiIntentLink(p, 'https://example.org/pay/')).toBe(
      'intent://pay?pa=family.name@bank&pn=The%20Family%20Home&am=4500&cu=INR&tn=Stay%20advance&tr=AB%2012' +
        '#Intent;scheme=upi;S.browser_fallback_url=https%3A%2F%2Fexample.org%2Fpay%2F;end',
    );
  });

  it('knows Android from its user agent', () => {
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130')).toBe(true);
    expect(isAndroid('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(false);
  });
});
