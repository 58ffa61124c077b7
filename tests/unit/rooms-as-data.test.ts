/** @jest-environment node */
import { patchDataFiles } from './support/patch-data';
import { defaultEdition, houseOpenForStays, type Edition } from '@/lib/content/editions';
import { countWord } from '@/lib/content/facts';
import type { StayConfig } from '@/components/stay-request/stay-request';
import { stayHouseFile } from '@/lib/houses.mjs';

const { rooms } = defaultEdition.texts;

/*
 * The rooms are the owner's open list: a room written into content/rooms.yaml with its Hindi
 * words in content/rooms.hi.yaml (and its rate in each season) reaches both editions, the stay
 * request and the structured data with no change to code. A room without its Hindi stops the
 * build, naming the file and the room.
 */

type Data = Record<string, unknown> & { rooms: Record<string, unknown>[] };
type Seasons = { seasons: { rates: Record<string, number> }[] };
type House = { summary: string };

/** The house open for stays: the one the rooms are sold for. */
const OPEN = houseOpenForStays(defaultEdition);

/** The rooms the owner lists today, in content/rooms.yaml: the new room comes after them. */
const OWNER_ROOMS = rooms.map((r) => r.id);
/** A sentence of the test's own that counts the rooms, in place of the owner's Chaaya summary. */
const COUNTED = { en: 'A house of {roomsWord} rooms.', hi: '{roomsWord} कमरों का घर।' };

const GARDEN = {
  id: 'garden-suite',
  title: 'Garden Suite',
  tabLabel: 'Garden Suite',
  subtitle: 'A new room by the orchard',
  description: 'A light room opening onto the orchard, built where the old grain store stood.',
  features: [
    'Double bed with cotton linens',
    'Opens onto the orchard',
    'Writing desk by the window',
    'Attached bath with hot water',
    'All meals and experiences included',
  ],
  priceInr: 4200,
  priceUnit: 'night',
  capacity: 2,
  // A picture slot the owner's rooms already have.
  image: rooms[0]!.image,
  badge: 'New this year',
};

const GARDEN_HI = {
  id: 'garden-suite',
  title: 'गार्डन सुइट',
  tabLabel: 'गार्डन सुइट',
  subtitle: 'बाग़ के पास एक नया कमरा',
  description: 'बाग़ की ओर खुलता एक उजला कमरा, जहाँ कभी अनाज का पुराना भंडार था।',
  features: [
    'सूती चादरों वाला डबल बिस्तर',
    'बाग़ की ओर खुलता है',
    'खिड़की के पास लिखने की मेज़',
    'गरम पानी वाला अटैच्ड बाथरूम',
    'सारा खाना और सभी अनुभव शामिल',
  ],
  badge: 'इस साल नया',
};

type Site = {
  edition: (lang: 'en' | 'hi') => Edition;
  stayConfig: (lang: 'en' | 'hi') => StayConfig;
  lodging: (lang: 'en' | 'hi') => { numberOfRooms: number; makesOffer: Offer[] };
};
type Offer = { name: string; price: number };

/** The site as built from the data files, with a room added after the owner's, as the owner would add one. */
function siteWithNewRoom({ hindi }: { hindi: boolean }): Site {
  let site: Site | undefined;
  try {
    jest.isolateModules(() => {
      patchDataFiles((file, read) => {
        const data = read as Data;
        if (file === stayHouseFile('rooms.yaml')) data.rooms.push(GARDEN);
        if (file === stayHouseFile('rooms.hi.yaml') && hindi) data.rooms.push(GARDEN_HI);
        if (file.startsWith(`content/houses/${OPEN.id}/house.`)) {
          (read as House).summary = file.endsWith('.hi.yaml') ? COUNTED.hi : COUNTED.en;
        }
        // Every season gives a rate for every room, so the owner writes the new room's there too.
        if (file === stayHouseFile('seasons.yaml')) {
          for (const season of (read as Seasons).seasons) season.rates[GARDEN.id] = 5000;
        }
        return data;
      });
      const { editionOf } =
        jest.requireActual<typeof import('@/lib/content/editions')>('@/lib/content/editions');
      const { stayConfigOf } = jest.requireActual<
        typeof import('@/components/stay-request/stay-config')
      >('@/components/stay-request/stay-config');
      const { houseLodging } =
        jest.requireActual<typeof import('@/lib/structured-data')>('@/lib/structured-data');
      site = {
        edition: editionOf,
        stayConfig: (lang) =>
          stayConfigOf(editionOf(lang), { rooms: {}, until: null }, '/thank-you'),
        lodging: (lang) =>
          houseLodging(editionOf(lang), OPEN.id, OPEN.href) as unknown as ReturnType<
            Site['lodging']
          >,
      };
    });
  } finally {
    // A room that stops the build must not leave its data behind for the next test.
    jest.dontMock('@/lib/content/data');
  }
  if (!site) throw new Error('the site did not load');
  return site;
}

describe('a room added to content/rooms.yaml', () => {
  let site: Site;
  beforeAll(() => {
    site = siteWithNewRoom({ hindi: true });
  }, 60_000);

  it('is a room of both editions, with its own words in each', () => {
    const en = site.edition('en').texts.rooms;
    const hi = site.edition('hi').texts.rooms;
    expect(en.map((r) => r.id)).toEqual([...OWNER_ROOMS, 'garden-suite']);
    expect(hi.map((r) => r.id)).toEqual([...OWNER_ROOMS, 'garden-suite']);
    expect(en.at(-1)).toMatchObject({ title: 'Garden Suite', priceInr: 4200, capacity: 2 });
    expect(hi.at(-1)).toMatchObject({
      title: 'गार्डन सुइट',
      features: GARDEN_HI.features,
      badge: 'इस साल नया',
      // Values are English's, never the translation's.
      priceInr: 4200,
      image: GARDEN.image,
    });
  });

  it('can be chosen in the stay request', () => {
    for (const lang of ['en', 'hi'] as const) {
      const room = site.stayConfig(lang).rooms.find((r) => r.id === 'garden-suite');
      expect(room).toEqual({
        id: 'garden-suite',
        title: lang === 'en' ? 'Garden Suite' : 'गार्डन सुइट',
        priceInr: 4200,
        priceUnit: 'night',
        capacity: 2,
      });
    }
  });

  it('is counted wherever a sentence or the structured data counts the rooms', () => {
    const chaaya = (lang: 'en' | 'hi') =>
      site.edition(lang).texts.properties.find((p) => p.id === OPEN.id)?.summary;
    const counted = OWNER_ROOMS.length + 1;
    expect(chaaya('en')).toBe(`A house of ${countWord(counted, 'en')} rooms.`);
    expect(chaaya('hi')).toBe(`${countWord(counted, 'hi')} कमरों का घर।`);
    expect(site.lodging('en').numberOfRooms).toBe(counted);
  });

  it('is offered in the structured data', () => {
    expect(site.lodging('en').makesOffer).toContainEqual(
      expect.objectContaining({ name: 'Garden Suite', price: 4200 }),
    );
    expect(site.lodging('hi').makesOffer).toContainEqual(
      expect.objectContaining({ name: 'गार्डन सुइट', price: 4200 }),
    );
  });
});

it('a room added without its Hindi words is shown in English on the Hindi pages, and named', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const site = siteWithNewRoom({ hindi: false });
    const hindi = site.edition('hi').texts.rooms.find((r) => r.id === GARDEN.id);
    expect(hindi?.title).toBe(GARDEN.title);
    expect(warn.mock.calls.map((c) => String(c[0]))).toContain(
      `Not yet translated, shown in English meanwhile: ${stayHouseFile('rooms.hi.yaml')}: rooms.garden-suite`,
    );
  } finally {
    warn.mockRestore();
  }
});

it('a room id is a unique lowercase slug, since links and calendars name rooms by it', () => {
  const { roomsSchema } =
    jest.requireActual<typeof import('@/lib/content/rooms')>('@/lib/content/rooms');
  const { parseContent } =
    jest.requireActual<typeof import('@/lib/content/schema')>('@/lib/content/schema');
  const room = (id: string) => ({ ...rooms[0], id });
  const first = rooms[0]!.id;
  expect(() =>
    parseContent(stayHouseFile('rooms.yaml'), roomsSchema, [...rooms, room(first)]),
  ).toThrow(`${rooms.length}.id: "${first}" names two rooms`);
  expect(() =>
    parseContent(stayHouseFile('rooms.yaml'), roomsSchema, [room('Garden Suite')]),
  ).toThrow(/0\.id: must be lowercase letters and digits, joined by dashes/);
  expect(() => parseContent(stayHouseFile('rooms.yaml'), roomsSchema, [])).toThrow(
    /at least one room/,
  );
});
