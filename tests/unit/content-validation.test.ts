/** @jest-environment node */
import { pageSchema } from '@/lib/content/page-file';
import { z } from 'zod';
import { imageRefSchema, images } from '@/lib/content/images';
import { parseContent } from '@/lib/content/schema';
import { siteSchema } from '@/lib/content/site';
import { roomsSchema } from '@/lib/content/rooms';
import { defaultEdition } from '@/lib/content/editions';
import { stayHouseFile } from '@/lib/houses.mjs';

const { site, rooms } = defaultEdition.texts;

const valid = JSON.parse(JSON.stringify(site)) as typeof site;

/** The message a copy of `data`, changed by `mutate`, is rejected with. */
function rejection<T>(file: string, schema: z.ZodType, data: T, mutate: (draft: T) => void) {
  const draft = JSON.parse(JSON.stringify(data)) as T;
  mutate(draft);
  try {
    parseContent(file, schema, draft);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`expected ${file} to be rejected`);
}

const errorFor = (mutate: (draft: typeof valid) => void): string =>
  rejection('content/site.yaml', siteSchema, valid, mutate);

describe('content validation', () => {
  it('accepts the shipped content', () => {
    expect(() => parseContent('content/site.yaml', siteSchema, valid)).not.toThrow();
    expect(images.length).toBeGreaterThan(40);
  });

  it('rejects a malformed phone number, naming the file and field', () => {
    const msg = errorFor((d) => (d.phones[1]!.number = '98160 12345'));
    expect(msg).toContain('Invalid content in content/site.yaml');
    expect(msg).toContain('phones.1.number');
    expect(msg).toMatch(/international phone number/);
  });

  it('rejects a malformed chat number', () => {
    expect(errorFor((d) => (d.chat.stays = '+91 12'))).toContain('chat.stays');
  });

  it('rejects a malformed e-mail', () => {
    const msg = errorFor((d) => (d.email = 'hello-at-example.com'));
    expect(msg).toContain('email');
    expect(msg).toMatch(/e-mail address/);
  });

  it('rejects a URL that is not absolute https', () => {
    expect(errorFor((d) => (d.map.embed = 'maps/embed'))).toContain('map.embed');
    expect(errorFor((d) => (d.social.instagram.url = 'http://instagram.com/x'))).toContain(
      'social.instagram.url',
    );
  });

  it('rejects an image without alt text unless it is marked decorative', () => {
    const schema = z.array(imageRefSchema);
    const img = { id: 'hero-home', alt: '  ', aspect: '16:9', art: { scene: 'ridges' } };
    expect(() => parseContent('content/images.json', schema, [img])).toThrow(
      /content\/images\.json[\s\S]*0\.alt: alt text is required/,
    );
    expect(() =>
      parseContent('content/images.json', schema, [{ ...img, alt: '', decorative: true }]),
    ).not.toThrow();
  });

  it('every shipped image has alt text or is marked decorative', () => {
    for (const img of images) expect(img.decorative || img.alt.trim().length > 0).toBe(true);
  });
});

describe('map embed and the Content-Security-Policy', () => {
  it('rejects a map embed from an origin the CSP does not allow', () => {
    const msg = errorFor((d) => (d.map.embed = 'https://maps.example.org/embed?q=x'));
    expect(msg).toContain('map.embed');
    expect(msg).toContain('content/third-parties.json');
  });
});

describe('room capacity (content/rooms.yaml)', () => {
  it('rejects a capacity that is not a whole number of guests, naming the room and field', () => {
    const data = JSON.parse(JSON.stringify(rooms)) as (typeof rooms)[number][];
    data[1]!.capacity = 2.5;
    expect(() => parseContent(stayHouseFile('rooms.yaml'), roomsSchema, data)).toThrow(
      /content\/houses\/[a-z0-9-]+\/rooms\.yaml[\s\S]*1\.capacity: must be a whole number of guests/,
    );
    data[1]!.capacity = 0;
    expect(() => parseContent(stayHouseFile('rooms.yaml'), roomsSchema, data)).toThrow(
      /1\.capacity/,
    );
  });
});

describe('page validation', () => {
  const page = (block: object) => ({ path: '/x', title: 'X', description: 'Y', blocks: [block] });

  it('rejects an emptied sentence, naming the file and the field', () => {
    expect(() =>
      parseContent(
        'content/pages/media.yaml',
        pageSchema,
        page({
          type: 'prose',
          variant: 'plain',
          name: 'Note',
          id: 'note',
          heading: { title: 'Note' },
          text: ['  '],
        }),
      ),
    ).toThrow(/content\/pages\/media\.yaml:\n {2}- blocks\.0\.text\.0: must not be empty/);
  });

  it('rejects a picture that names no image slot', () => {
    const hero = { type: 'hero', name: 'Hero', title: 'Chaaya', lead: 'A heritage home.' };
    expect(() =>
      parseContent('content/pages/chaaya.yaml', pageSchema, page({ ...hero, image: 'hero-chaya' })),
    ).toThrow(/blocks\.0\.image: .*hero-chaya/);
    expect(() =>
      parseContent(
        'content/pages/chaaya.yaml',
        pageSchema,
        page({ ...hero, image: 'hero-chaaya' }),
      ),
    ).not.toThrow();
  });
});

describe('icon names in content', () => {
  it('rejects an amenity whose icon is not one the site draws, naming the file and field', () => {
    const { parseAmenities } =
      jest.requireActual<typeof import('@/lib/content/amenities')>('@/lib/content/amenities');
    const list = [
      { icon: 'Flame', label: 'Evening fire in the courtyard' },
      { icon: 'Campfire', label: 'A misspelt icon' },
    ] as unknown as Parameters<typeof parseAmenities>[1];
    expect(() => parseAmenities('content/pages/san.ts (sanAmenities.items)', list)).toThrow(
      /content\/pages\/san\.ts \(sanAmenities\.items\)[\s\S]*1\.icon/,
    );
  });
});

describe('a mistake is said in plain words, for whoever reads a failed publish run', () => {
  const roomError = (mutate: (room: Record<string, unknown>) => void) =>
    rejection(
      stayHouseFile('rooms.yaml'),
      roomsSchema,
      rooms as unknown as Record<string, unknown>[],
      (d) => mutate(d[0]!),
    );

  it('a price typed with words asks for digits', () => {
    expect(roomError((r) => (r.priceInr = '3,500 rupees'))).toContain(
      '0.priceInr: must be a number written in digits only, such as 3500',
    );
  });

  it('a price with paise asks for a whole number, and a zero for more than zero', () => {
    expect(roomError((r) => (r.priceInr = 3500.5))).toContain('0.priceInr: must be a whole number');
    expect(roomError((r) => (r.priceInr = 0))).toContain('0.priceInr: must be more than 0');
  });

  it('a field left out, or a misspelt one, is named as such', () => {
    expect(roomError((r) => delete r.priceInr)).toContain(
      '0.priceInr: is missing, and must be filled in',
    );
    // Files whose every field is known (the seasons, the languages) also name a stray one.
    const strict = z.object({ priceInr: z.number() }).strict();
    expect(() =>
      parseContent(stayHouseFile('seasons.yaml'), strict, { priceInr: 1, priceINR: 2 }),
    ).toThrow('has a field the site does not know (misspelt, or in the wrong place): priceINR');
  });

  it("keeps a schema's own message as written", () => {
    expect(() => parseContent(stayHouseFile('rooms.yaml'), roomsSchema, [])).toThrow(
      'the house offers at least one room',
    );
  });
});
