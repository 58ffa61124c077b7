/** @jest-environment node */
import type { ComponentType } from 'react';
import { patchDataFiles } from './support/patch-data';
import { pageNamed } from '@/lib/content/editions';

/*
 * A language is data: one entry in content/languages.yaml and a words file beside each data file.
 * This test makes one up (code "xx", its files copies of the Hindi ones with one word changed)
 * and finds it everywhere the site lists its languages, with no code changed.
 */

const XX = { code: 'xx', name: 'Ekshaksha', locale: 'xx_IN' };
const XX_PLAN_STAY = 'Plan a stay (xx)';

type Loaded = {
  langs: readonly string[];
  planStay: string;
  homeTitle: string;
  layoutParams: { lang: string }[];
  pageParams: { slug: string[] }[];
  sitemap: { url: string; alternates?: { languages?: Record<string, string> } }[];
  alternates: Record<string, string>;
  ogLocales: unknown;
  organizationLanguages: unknown;
  header: string;
  notFound: string;
};

/** The site as built with the made-up language added; `drop` leaves one word out of its files. */
async function siteWithThirdLanguage(drop?: (file: string, data: unknown) => unknown) {
  let loaded: Loaded | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('next/navigation', () => ({
      ...jest.requireActual<object>('next/navigation'),
      usePathname: () => '/about',
    }));
    patchDataFiles(
      (file, data) => {
        if (file === 'content/languages.yaml') {
          const file = data as { languages: unknown[] };
          return { languages: [...file.languages, XX] };
        }
        if (file === 'content/interface.xx.yaml') {
          const words = data as { nav: Record<string, string> };
          const changed = { ...words, nav: { ...words.nav, planStay: XX_PLAN_STAY } };
          return drop ? drop(file, changed) : changed;
        }
        return data;
      },
      // The made-up language's files are the Hindi ones.
      (file) => file.replace(/\.xx\.(yaml|json)$/, '.hi.$1'),
    );
    const { editionOf, langs } = await import('@/lib/content/editions');
    const layout = await import('@/app/[lang]/layout');
    const page = await import('@/app/[lang]/[[...slug]]/page');
    const { default: sitemap } = await import('@/app/sitemap');
    const { pageMetadata } = await import('@/lib/metadata');
    const { organization } = await import('@/lib/structured-data');
    const { Navbar } = await import('@/components/layout/Navbar');
    const { default: NotFound } = (await import('@/app/global-not-found')) as {
      default: ComponentType;
    };
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const about = pageMetadata('/about', 'xx');
    const header = renderToStaticMarkup(createElement(Navbar, { edition: editionOf('en') }));
    loaded = {
      langs,
      planStay: editionOf('xx').texts.interface.nav.planStay,
      homeTitle: pageNamed(editionOf('xx'), 'home').title,
      layoutParams: layout.generateStaticParams(),
      pageParams: await page.generateStaticParams({ params: { lang: 'xx' } }),
      sitemap: sitemap() as Loaded['sitemap'],
      alternates: (about.alternates?.languages ?? {}) as Record<string, string>,
      ogLocales:
        about.openGraph && 'alternateLocale' in about.openGraph
          ? about.openGraph.alternateLocale
          : undefined,
      organizationLanguages: (
        organization(editionOf('en')) as unknown as {
          contactPoint: { availableLanguage: unknown }[];
        }
      ).contactPoint[0]?.availableLanguage,
      header,
      notFound: renderToStaticMarkup(createElement(NotFound)),
    };
  });
  jest.dontMock('@/lib/content/data');
  jest.dontMock('next/navigation');
  if (!loaded) throw new Error('the site did not load');
  return loaded;
}

describe('a third language added as data', () => {
  let site: Loaded;
  beforeAll(async () => {
    site = await siteWithThirdLanguage();
  }, 120_000);

  it('is an edition with the words of its own files', () => {
    expect(site.langs).toEqual(['en', 'hi', 'xx']);
    expect(site.planStay).toBe(XX_PLAN_STAY);
    expect(site.homeTitle).toMatch(/\p{Script=Devanagari}/u);
  });

  it('has every page under /xx/, beside the Hindi ones', () => {
    expect(site.layoutParams).toEqual([{ lang: 'hi' }, { lang: 'xx' }]);
    expect(site.pageParams).toContainEqual({ slug: [] });
    expect(site.pageParams).toContainEqual({ slug: ['projects', 'chaaya'] });
  });

  it('is in the sitemap and in every page’s hreflang twins', () => {
    const urls = site.sitemap.map((e) => new URL(e.url).pathname);
    expect(urls).toContain('/xx/about/');
    const about = site.sitemap.find((e) => new URL(e.url).pathname === '/about/');
    expect(Object.keys(about?.alternates?.languages ?? {}).sort()).toEqual(
      ['en', 'hi', 'x-default', 'xx'].sort(),
    );
    expect(site.alternates.xx).toBe('/xx/about/');
    expect(site.ogLocales).toEqual(['en_IN', 'hi_IN']);
  });

  it('is one of the header’s language links, named in itself, to the same page', () => {
    expect(site.header).toContain(`href="/xx/about/" hrefLang="xx" lang="xx"`);
    expect(site.header).toContain(`>${XX.name}</a>`);
    expect(site.header).toContain(`href="/hi/about/" hrefLang="hi" lang="hi"`);
  });

  it('has its ways back on the 404 page, and is a language the structured data names', () => {
    expect(site.notFound).toMatch(/<div lang="xx">[\s\S]*href="\/xx"/);
    expect(site.organizationLanguages).toEqual(['en', 'hi', 'xx']);
  });

  it('shows the English of a word its file does not have yet, and the build names it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const site = await siteWithThirdLanguage((_file, data) => {
        const { skipToContent: _gone, ...rest } = data as Record<string, unknown>;
        return rest;
      });
      expect(site.planStay).toBe(XX_PLAN_STAY);
      expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(
        /Not yet translated, shown in English meanwhile: content\/interface\.xx\.yaml: skipToContent \(English: /,
      );
    } finally {
      warn.mockRestore();
    }
  }, 120_000);
});
