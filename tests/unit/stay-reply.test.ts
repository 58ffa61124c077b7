import { stayConfigOf } from '@/components/stay-request/stay-config';
import { composeMessage, stayEstimate, validateStay } from '@/components/stay-request/stay-request';
import { editionOf } from '@/lib/content/editions';
import { formatInr } from '@/lib/content/format';
import { langs, languageOf } from '@/lib/content/languages';
import { loadWordsFile } from '@/lib/content/registry';
import { addDays, dateInIndia } from '@/lib/dates.mjs';
import { codesOf } from '@/lib/stay-reference';
import {
  composeConfirmation,
  parseAmount,
  payLink,
  phoneIn,
  quoteOf,
  readRequest,
  replyWhatsApp,
  type ReplyData,
} from '@/lib/stay-reply';

const NO_CALENDARS = { rooms: {}, until: null };
const editions = langs.map((lang) => ({
  lang,
  name: languageOf(lang).name,
  config: stayConfigOf(editionOf(lang), NO_CALENDARS, '/thank-you/'),
  words: loadWordsFile('reply', lang, {}),
  payPage: `https://example.com${lang === langs[0] ? '' : `/${lang}`}/pay/`,
}));
const houseCodes = codesOf(
  editionOf(langs[0] ?? 'en').texts.properties.map((p) => p.id),
  'content/houses/',
  'house',
);
const data: ReplyData = {
  editions,
  houses: Object.fromEntries(Object.entries(houseCodes).map(([id, code]) => [code, id])),
};

/** A message the stay request writes in one language, for a stay 60 days out. */
function guestMessage(lang: string) {
  const edition = editions.find((e) => e.lang === lang);
  if (!edition) throw new Error(lang);
  const room = edition.config.rooms[0];
  if (!room) throw new Error('no rooms');
  const checkin = addDays(dateInIndia(), 60);
  const v = validateStay(
    { checkin, checkout: addDays(checkin, 3), guests: '1', room: room.id, note: '' },
    edition.config,
    dateInIndia(),
  );
  if (!v.request) throw new Error(JSON.stringify(v.errors));
  return {
    edition,
    room,
    checkin,
    request: v.request,
    text: composeMessage(v.request, edition.config),
  };
}

describe('the family’s reply', () => {
  it.each(langs)('reads the stay and the guest’s language from a message in %s', (lang) => {
    const { text, room, checkin } = guestMessage(lang);
    const read = readRequest(text, data);
    if (read.kind !== 'stay') throw new Error(read.kind);
    expect(read.lang).toBe(lang);
    expect(read.stay).toMatchObject({
      checkin,
      nights: 3,
      guests: 1,
      checkout: addDays(checkin, 3),
    });
    expect(read.stay.room.id).toBe(room.id);
    expect(read.phone).toBeNull();
  });

  it('quotes what the guest saw: each night, the total, the advance and the balance', () => {
    const { edition, text, request } = guestMessage(langs[0] ?? 'en');
    const read = readRequest(text, data);
    if (read.kind !== 'stay') throw new Error(read.kind);
    const quote = quoteOf(read.stay, edition.config);
    const e = stayEstimate(edition.config, request.room, request.checkin, 3, 1);
    expect(quote.nights).toHaveLength(3);
    expect(quote.total).toBe(e.total);
    expect(quote.advance).toBe(e.advance);
    expect(quote.balance).toBe(e.total - e.advance);
    expect(text).toContain(formatInr(e.advance));
  });

  it('follows an agreed total, and writes the confirmation with the pay link in the guest’s language', () => {
    for (const lang of langs) {
      const { edition, text } = guestMessage(lang);
      const read = readRequest(text, data);
      if (read.kind !== 'stay') throw new Error(read.kind);
      const quote = quoteOf(read.stay, edition.config, 10000);
      expect(quote.advance).toBe(Math.round((10000 * edition.config.advancePercent) / 100));
      expect(quote.balance).toBe(10000 - quote.advance);
      const link = payLink(edition.payPage, read.stay, quote.advance);
      const params = new URLSearchParams(new URL(link).hash.slice(1));
      expect(link.startsWith(edition.payPage)).toBe(true);
      expect(Object.fromEntries(params)).toEqual({
        ref: read.stay.reference,
        amount: String(quote.advance),
        house: read.stay.house,
        room: read.stay.room.id,
        from: read.stay.checkin,
        to: read.stay.checkout,
        guests: '1',
      });
      const confirmation = composeConfirmation(edition, read.stay, quote, link);
      expect(confirmation).toContain(link);
      expect(confirmation).toContain(read.stay.reference);
      expect(confirmation).toContain(formatInr(quote.advance));
      expect(confirmation).toContain(edition.config.words.place);
      expect(confirmation).not.toMatch(/\{\w+\}/);
    }
  });

  it('finds the guest’s number, never in the reference, and sends to it or lets WhatsApp ask', () => {
    const ref = 'CHA-STA-270312-3N-2G';
    expect(phoneIn(`Reference: ${ref}\nNote: call me on +91 98765 43210`, ref)).toBe(
      '+91 98765 43210',
    );
    expect(phoneIn(`Reference: ${ref}\nEstimated total: ₹8,400`, ref)).toBeNull();
    expect(replyWhatsApp('+91 98765 43210', 'Hi & bye')).toBe(
      'https://wa.me/919876543210?text=Hi%20%26%20bye',
    );
    expect(replyWhatsApp(null, 'Hi')).toBe('https://wa.me/?text=Hi');
  });

  it('says when there is no reference, or one for a room the site does not have', () => {
    expect(readRequest('Namaste! Is March free?', data)).toEqual({ kind: 'none' });
    expect(readRequest('ZZZ-QQQ-270312-3N-2G', data)).toEqual({
      kind: 'unknown',
      reference: 'ZZZ-QQQ-270312-3N-2G',
    });
  });

  it('takes an agreed total only as whole rupees above zero', () => {
    expect(parseAmount('12,500')).toBe(12500);
    expect(parseAmount('₹ 9000')).toBe(9000);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('12.5')).toBeNull();
    expect(parseAmount('<script>')).toBeNull();
  });
});
