/** @jest-environment node */
import {
  defaultEdition,
  houseOpenForStays,
  propertyOf,
  type Edition,
} from '@/lib/content/editions';
import { facts } from '@/lib/content/facts';
import { ownerSeasons } from '@/lib/content/seasons';
import { houseLodging, organization, propertyProject, website } from '@/lib/structured-data';

// The rooms, seasons, facts and interface words are the fixture's (tests/unit/fixtures/content/),
// not the family's: the price range's words and the owner's tax setting are pinned.
jest.mock('@/lib/content/data', () =>
  jest
    .requireActual<typeof import('./support/fixture-content')>('./support/fixture-content')
    .dataModule(),
);

const { site, rooms } = defaultEdition.texts;

describe('structured data', () => {
  it('describes the organization with its contact points and social profile', () => {
    const org = organization(defaultEdition);
    expect(org).toMatchObject({ '@type': 'Organization', name: site.fullName, email: site.email });
    expect(JSON.stringify(org)).toContain(site.social.instagram.url);
    expect(JSON.stringify(org)).toContain(site.phones[0]!.number.replace(/\s/g, ''));
    expect(website(defaultEdition)).toMatchObject({
      '@type': 'WebSite',
      publisher: { '@id': (org as { '@id': string })['@id'] },
    });
  });

  it('describes Chaaya as a lodging business with region, elevation, INR price range and offers', () => {
    const lodging = houseLodging(defaultEdition, 'chaaya', '/projects/chaaya', [
      'Wi-Fi',
    ]) as unknown as Record<string, unknown>;
    expect(lodging['@type']).toBe('LodgingBusiness');
    expect(lodging.address).toMatchObject({
      addressRegion: propertyOf(defaultEdition, 'chaaya').location?.region,
      addressCountry: propertyOf(defaultEdition, 'chaaya').location?.country,
    });
    // The usual rates and every season's: the range runs from the lowest to the highest.
    const prices = [
      ...rooms.map((r) => r.priceInr),
      ...ownerSeasons().flatMap((s) => Object.values(s.rates)),
    ];
    const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    expect(lodging.priceRange).toBe(
      `${inr(Math.min(...prices))}–${inr(Math.max(...prices))} per night (INR)`,
    );
    expect(lodging.hasMap).toBe(site.map.page);
    expect(JSON.stringify(lodging.additionalProperty)).toContain(`"value":${facts.elevationFt}`);
    const offers = lodging.makesOffer as { name: string; price: number; priceCurrency: string }[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual(
      rooms.map((r) => [r.title, r.priceInr, 'INR']),
    );
    expect(JSON.stringify(lodging)).not.toMatch(/aggregateRating|review/i);
  });

  it('tells search engines the hours and the pets answer the house rules give, as times schema.org reads', () => {
    // The fixture's house rules: check-in from 14:00, check-out by 10:30, no pets.
    const lodging = houseLodging(
      defaultEdition,
      'chaaya',
      '/chaaya-microsite',
    ) as unknown as Record<string, unknown>;
    expect(lodging).toMatchObject({
      checkinTime: '14:00:00',
      checkoutTime: '10:30:00',
      petsAllowed: false,
    });
    expect(String(lodging.checkinTime)).toMatch(/^([01]\d|2[0-3]):[0-5]\d:00$/);
  });

  it('gives SAN and Awoka no location at all', () => {
    for (const id of ['san', 'awoka'] as const) {
      const json = JSON.stringify(propertyProject(defaultEdition, id));
      expect(json).not.toMatch(/address|geo|latitude|longitude|hasMap|maps/i);
    }
  });

  describe('the house open for stays is the one whose stage says so', () => {
    const withStages = (stages: Record<string, string>): Edition => ({
      ...defaultEdition,
      texts: {
        ...defaultEdition.texts,
        properties: defaultEdition.texts.properties.map((p) => ({
          ...p,
          status: (stages[p.id] ?? p.status) as (typeof p)['status'],
        })),
      },
    });
    const [first, second] = defaultEdition.texts.properties;

    it('finds it by its stage, and its lodging carries its own name and address', () => {
      const edition = withStages({ [first!.id]: 'In Restoration', [second!.id]: 'Open for Stays' });
      expect(houseOpenForStays(edition).id).toBe(second!.id);
      expect(houseLodging(edition, second!.id, second!.href)).toMatchObject({
        '@id': expect.stringContaining(`${second!.href}/#lodging`),
        alternateName: `${second!.name}, ${second!.label}`,
      });
    });

    it('stops the build, naming the file, when two houses or none are open', () => {
      const all = Object.fromEntries(
        defaultEdition.texts.properties.map((p) => [p.id, 'Open for Stays']),
      );
      expect(() => houseOpenForStays(withStages(all))).toThrow(
        new RegExp(
          `content/houses/: exactly one house can be Open for Stays .*found ${defaultEdition.texts.properties.length}:`,
        ),
      );
      const none = Object.fromEntries(
        defaultEdition.texts.properties.map((p) => [p.id, 'Sacred Vision']),
      );
      expect(() => houseOpenForStays(withStages(none))).toThrow(/found 0: none/);
    });
  });
});
