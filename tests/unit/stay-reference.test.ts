import { stayConfigOf } from '@/components/stay-request/stay-config';
import { composeMessage, validateStay } from '@/components/stay-request/stay-request';
import { defaultEdition, editionOf } from '@/lib/content/editions';
import { addDays, dateInIndia } from '@/lib/dates.mjs';
import { codeOf, codesOf, makeReference, parseReference } from '@/lib/stay-reference';
import { stayHouseFile } from '@/lib/houses.mjs';

describe('stay reference', () => {
  const stay = { house: 'CHA', room: 'STA', checkin: '2027-03-12', nights: 3, guests: 2 };

  it('writes house, room, check-in YYMMDD, nights and guests', () => {
    expect(makeReference(stay)).toBe('CHA-STA-270312-3N-2G');
  });

  it('reads back what it wrote, with the check-out, from inside a longer text in any case', () => {
    const ref = makeReference(stay);
    expect(parseReference(`Namaste!\nReference: ${ref.toLowerCase()}\nRoom: …`)).toEqual({
      ...stay,
      checkout: '2027-03-15',
    });
  });

  it('reads no stay from a text without a reference, an impossible date or zero nights', () => {
    expect(parseReference('Namaste! Is the room free in March?')).toBeNull();
    expect(parseReference('CHA-STA-270231-3N-2G')).toBeNull();
    expect(parseReference('CHA-STA-270312-0N-2G')).toBeNull();
    expect(parseReference('CHA-STA-270312-2N-0G')).toBeNull();
  });

  it('makes codes from ids and stops on two ids sharing one, naming the file and both', () => {
    expect(codeOf('standard')).toBe('STA');
    expect(codeOf('dorm')).toBe('DOR');
    expect(codesOf(['premium', 'standard'], stayHouseFile('rooms.yaml'), 'room')).toEqual({
      premium: 'PRE',
      standard: 'STA',
    });
    expect(() => codesOf(['standard', 'stable'], stayHouseFile('rooms.yaml'), 'room')).toThrow(
      /content\/houses\/[a-z0-9-]+\/rooms\.yaml.*"standard" and "stable".*STA/,
    );
  });

  it('the shipped rooms and houses have distinct codes, and every message carries its stay’s reference', () => {
    for (const lang of ['en', 'hi'] as const) {
      const edition = editionOf(lang);
      const config = stayConfigOf(edition, { rooms: {}, until: null }, '/thank-you/');
      const room = edition.texts.rooms[0];
      if (!room) throw new Error('no rooms');
      const checkin = addDays(dateInIndia(), 60);
      const v = validateStay(
        { checkin, checkout: addDays(checkin, 4), guests: '1', room: room.id, note: '' },
        config,
        dateInIndia(),
      );
      if (!v.request) throw new Error(`no request: ${JSON.stringify(v.errors)}`);
      const ref = makeReference({
        house: config.codes.house,
        room: codeOf(room.id),
        checkin,
        nights: 4,
        guests: 1,
      });
      expect(composeMessage(v.request, config)).toContain(ref);
      expect(parseReference(composeMessage(v.request, config))).toMatchObject({
        checkin,
        nights: 4,
      });
    }
    expect(
      new Set(
        Object.values(stayConfigOf(defaultEdition, { rooms: {}, until: null }, '/').codes.rooms),
      ).size,
    ).toBe(defaultEdition.texts.rooms.length);
  });
});
