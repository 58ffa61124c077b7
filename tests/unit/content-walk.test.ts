/** @jest-environment node */
// Rendered with createElement: JSX here would use React from outside the isolated registry.
import { patchDataFiles } from './support/patch-data';
import type { Metadata } from 'next';
import type { ComponentType, ReactNode } from 'react';
import { facts, formatFeet } from '@/lib/content/facts';
import { formatInr } from '@/lib/content/format';
import { routes, routesOf } from '@/lib/content/routes';
import { seasonsIn } from '@/lib/content/seasons';
import { defaultEdition } from '@/lib/content/editions';
import { stayHouseFile } from '@/lib/houses.mjs';

const { site, rooms } = defaultEdition.texts;

/**
 * The owner's promise: a value typed once in content/ reaches every page, the structured data
 * and the share cards. Each case edits one owner value the way the owner would (in the data
 * handed to parseContent), renders every route inside the root layout, and checks that the new
 * value shows and the old one is gone. A page that retypes the value keeps the old one and fails.
 */

/**
 * Every page's address in each edition, from the route table that /wireframe and the share cards
 * read too (a new page is walked without an edit here), and the 404. Each edition is one
 * catch-all route module, given each page's segments.
 */
const SLUGS = routes.map((r) => r.path.split('/').filter(Boolean));
const HINDI_SLUGS = routesOf('hi').map((r) => r.path.split('/').filter(Boolean));

type Patch = (file: string, data: unknown) => unknown;

interface Output {
  /** Rendered HTML per route, JSON-LD included. */
  pages: Record<string, string>;
  /** Each route's metadata (title, description, share-card fields) as JSON. */
  metadata: Record<string, string>;
  /** The words drawn on the share cards besides each page's title. */
  shareCard: string;
}

async function renderSite(patch?: Patch): Promise<Output> {
  const out: Output = { pages: {}, metadata: {}, shareCard: '' };
  await jest.isolateModulesAsync(async () => {
    // Outside Next's router the navbar has no pathname to mark the current page with.
    jest.doMock('next/navigation', () => ({
      ...jest.requireActual<object>('next/navigation'),
      usePathname: () => '/',
    }));
    if (patch) {
      // TypeScript modules hand their data to parseContent; data files are read by readData.
      jest.doMock('@/lib/content/schema', () => {
        const actual =
          jest.requireActual<typeof import('@/lib/content/schema')>('@/lib/content/schema');
        return {
          ...actual,
          parseContent: (
            file: string,
            schema: Parameters<typeof actual.parseContent>[1],
            data: unknown,
          ) =>
            actual.parseContent(
              file,
              schema,
              // Data files are edited where they are read (readData below).
              file.endsWith('.yaml') ? data : patch(file, structuredClone(data)),
            ),
        };
      });
      patchDataFiles(patch);
    }
    type Layout = ComponentType<{ children: ReactNode }>;
    const { default: Layout } = (await import('@/app/(root)/layout')) as { default: Layout };
    const { default: HindiLayout } = (await import('@/app/[lang]/layout')) as {
      default: (props: {
        children: ReactNode;
        params: Promise<{ lang: string }>;
      }) => Promise<ReactNode>;
    };
    // React and its renderer from the same isolated registry as the components.
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { shareCard } = (await import('@/lib/content/editions')).defaultEdition.texts;
    out.shareCard = `${shareCard.brand} ${shareCard.line}`;
    const english = (await import('@/app/(root)/[[...slug]]/page')) as {
      default: (props: { params: Promise<{ slug: string[] }> }) => Promise<ReactNode>;
      generateMetadata: (props: { params: Promise<{ slug: string[] }> }) => Promise<Metadata>;
    };
    for (const slug of SLUGS) {
      const params = Promise.resolve({ slug });
      const key = slug.length ? `app/(root)/${slug.join('/')}/page` : 'app/(root)/page';
      out.pages[key] = renderToStaticMarkup(
        createElement(Layout, null, await english.default({ params })),
      );
      out.metadata[key] = JSON.stringify(await english.generateMetadata({ params }));
    }
    // The 404 is a whole document of its own.
    const notFound = (await import('@/app/global-not-found')) as {
      default: ComponentType;
      metadata: Metadata;
    };
    out.pages['404'] = renderToStaticMarkup(createElement(notFound.default));
    out.metadata['404'] = JSON.stringify(notFound.metadata);
    type Params = { params: Promise<{ lang: string; slug: string[] }> };
    const hindi = (await import('@/app/[lang]/[[...slug]]/page')) as {
      default: (props: Params) => Promise<ReactNode>;
      generateMetadata: (props: Params) => Promise<Metadata>;
    };
    for (const slug of HINDI_SLUGS) {
      const params = Promise.resolve({ lang: 'hi', slug });
      const key = `hi/${slug.join('/')}`;
      const page = await hindi.default({ params });
      const layout = await HindiLayout({ children: page, params });
      out.pages[key] = renderToStaticMarkup(layout);
      out.metadata[key] = JSON.stringify(await hindi.generateMetadata({ params }));
    }
  });
  jest.dontMock('@/lib/content/schema');
  jest.dontMock('@/lib/content/data');
  jest.dontMock('next/navigation');
  return out;
}

const everything = (o: Output) =>
  [...Object.values(o.pages), ...Object.values(o.metadata), o.shareCard].join('\n');

/** Edits one field of one content file's data, as the owner would in that file. */
function edit(target: string, change: (data: never) => void): Patch {
  return (file, data) => {
    if (file === target) change(data as never);
    return data;
  };
}

/** Several files edited at once, as one save in the editor does. */
const edits =
  (...patches: Patch[]): Patch =>
  (file, data) =>
    patches.reduce((d, p) => p(file, d), data);

interface RoomData {
  id: string;
  priceInr: number;
}

/*
 * The values edited below are today's in content/, whatever the family has written there: each
 * case reads the old value from content/ and writes a new one that no page shows yet.
 */

/** Every amount a page may show: the rooms' usual rates and their rates in each season. */
const amounts = [
  ...rooms.map((r) => r.priceInr),
  ...seasonsIn('en').flatMap((s) => Object.values(s.rates)),
];
/** A room whose usual rate is no other amount on the pages (the standard room if it is one). */
const room =
  [...rooms]
    .sort((a, b) => Number(b.id === 'standard') - Number(a.id === 'standard'))
    .find((r) => amounts.filter((n) => n === r.priceInr).length === 1) ?? rooms[0]!;
let newPrice = room.priceInr + 150;
while (amounts.includes(newPrice)) newPrice += 50;

const chatDigits = (number: string) => number.replace(/\D/g, '');
const newChat =
  chatDigits(site.chat.stays) === '919876543210' ? '+91 98765 43211' : '+91 98765 43210';
const newElevation = facts.elevationFt + 300;

const cases = [
  {
    name: `the ${room.id} room’s price`,
    patch: edit(stayHouseFile('rooms.yaml'), (data: { rooms: RoomData[] }) => {
      data.rooms.find((r) => r.id === room.id)!.priceInr = newPrice;
    }),
    // '₹2,800' on the rates and room panels; 2800 as the JSON-LD offer price.
    old: [formatInr(room.priceInr), `"price":${room.priceInr}`],
    new: [formatInr(newPrice), `"price":${newPrice}`],
  },
  {
    name: 'the first chat number',
    patch: edit('content/site.yaml', (data: { chat: { stays: string } }) => {
      data.chat.stays = newChat;
    }),
    // The link's digits, and the number as written without its country code ('90000 00001').
    old: [`wa.me/${chatDigits(site.chat.stays)}`, site.chat.stays.replace(/^\+\d+\s*/, '')],
    new: [`wa.me/${chatDigits(newChat)}`],
  },
  {
    name: 'the elevation',
    patch: edit('content/facts.yaml', (data: { elevationFt: number }) => {
      data.elevationFt = newElevation;
    }),
    // Written '2,800 ft' on the pages and 2800 in the JSON-LD's elevation.
    old: [
      formatFeet(facts.elevationFt, 'en'),
      formatFeet(facts.elevationFt, 'hi'),
      `"value":${facts.elevationFt}`,
    ],
    new: [
      formatFeet(newElevation, 'en'),
      formatFeet(newElevation, 'hi'),
      `"value":${newElevation}`,
    ],
  },
];

let before: Output;

beforeAll(async () => {
  before = await renderSite();
}, 60_000);

describe('one value in content/ reaches every page', () => {
  it('starts from content where every old value is on show (so its absence later means something)', () => {
    const all = everything(before);
    for (const c of cases) for (const s of c.old) expect(all).toContain(s);
  });

  it.each(cases)(
    '$name',
    async (c) => {
      const after = await renderSite(c.patch);
      const all = everything(after);
      for (const s of c.new) expect(all).toContain(s);
      for (const [route, html] of Object.entries({ ...after.pages, ...after.metadata })) {
        for (const s of c.old) {
          // Name the route that still carries the old value.
          expect({ route, found: html.includes(s) ? s : null }).toEqual({ route, found: null });
        }
      }
      // A page that showed the value before still shows it (now the new one).
      for (const route of Object.keys(before.pages)) {
        if (c.old.some((s) => before.pages[route]!.includes(s))) {
          expect({ route, shows: c.new.some((s) => after.pages[route]!.includes(s)) }).toEqual({
            route,
            shows: true,
          });
        }
      }
    },
    60_000,
  );
});

describe('a page is described once', () => {
  it('a section added to a page’s list in content/ alone is drawn on that page and listed on /wireframe', async () => {
    const note = {
      type: 'prose',
      variant: 'plain',
      name: 'A Note From the Valley',
      id: 'valley-note',
      heading: { title: 'Apricots in Bloom' },
      text: ['The first apricot blossom opened above the courtyard this morning.'],
    };
    // Its Hindi words are written too: a section without them stops the build (translation.test.ts).
    const after = await renderSite(
      edits(
        edit('content/pages/media.yaml', (page: { blocks: unknown[] }) => {
          page.blocks.push(note);
        }),
        edit('content/pages/media.hi.yaml', (page: { blocks: unknown[] }) => {
          page.blocks.push({
            id: 'valley-note',
            name: 'घाटी से एक चिट्ठी',
            heading: { title: 'खुबानी में फूल' },
            text: ['आज सुबह आँगन के ऊपर खुबानी का पहला फूल खिला।'],
          });
        }),
      ),
    );
    expect(before.pages['app/(root)/media/page']).not.toContain(note.text[0]);
    expect(after.pages['app/(root)/media/page']).toContain(note.text[0]);
    expect(after.pages['app/(root)/media/page']).toContain('id="valley-note-title"');
    expect(before.pages['app/(root)/wireframe/page']).not.toContain(note.name);
    expect(after.pages['app/(root)/wireframe/page']).toContain(note.name);
  }, 60_000);
});
