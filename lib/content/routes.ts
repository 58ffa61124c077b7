import { defaultLang, editionOf, langs, type Edition, type Lang } from './editions';
import { sectionsOf, type Page } from './page';

/** Every page of an edition, in the order the sitemap and /wireframe list them. */
function pageList({ pages: p }: Edition): readonly Page[] {
  return [
    p.home,
    p.about,
    p.projects,
    p.chaaya,
    p.san,
    p.awoka,
    p.contact,
    p.media,
    p.wireframe,
    p.microsite,
    p.thankYou,
  ];
}

/**
 * Every page, in the order the sitemap and /wireframe list them. A page added here is routed,
 * listed, walked by the tests and given a share card; its route file only names it. Every edition
 * has the same pages at the same paths (another language's under /<code>, as /hi).
 */
const pagesByLang = new Map(langs.map((lang) => [lang, pageList(editionOf(lang))]));

export function pagesOf(lang: Lang): readonly Page[] {
  return pagesByLang.get(lang) ?? pageList(editionOf(lang));
}

export const pages = pagesOf(defaultLang);

/** A page as the navbar, metadata and sitemap see it: its sections are its blocks, by name. */
export type SiteRoute = Pick<Page, 'path' | 'title' | 'description' | 'nav' | 'noindex'> & {
  sections: string[];
};

function routeOf(page: Page): SiteRoute {
  const { path, title, description, nav, noindex } = page;
  return { path, title, description, nav, noindex, sections: sectionsOf(page).map((s) => s.name) };
}

const routesByLang = new Map(langs.map((lang) => [lang, pagesOf(lang).map(routeOf)]));

export function routesOf(lang: Lang): readonly SiteRoute[] {
  return routesByLang.get(lang) ?? pagesOf(lang).map(routeOf);
}

export const routes = routesOf(defaultLang);

const paths = new Set<string>();
for (const { path } of pages) {
  if (paths.has(path)) throw new Error(`lib/content/routes.ts: two pages at "${path}"`);
  paths.add(path);
}

export function getPage(path: string, lang: Lang = defaultLang): Page {
  const found = pagesOf(lang).find((p) => p.path === path);
  if (!found) throw new Error(`lib/content/routes.ts: no page "${path}"`);
  return found;
}

export function getRoute(path: string, lang: Lang = defaultLang): SiteRoute {
  const found = routesOf(lang).find((r) => r.path === path);
  if (!found) throw new Error(`lib/content/routes.ts: no route "${path}"`);
  return found;
}

/** The navbar's order, which is not the route table's. */
const NAV_ORDER = ['/', '/about', '/projects', '/chaaya-microsite', '/contact'];

export function navRoutesIn(lang: Lang) {
  return NAV_ORDER.map((path) => {
    const r = getRoute(path, lang);
    if (!r.nav)
      throw new Error(`lib/content/routes.ts: "${path}" is in the navbar but has no nav label`);
    return { ...r, nav: r.nav };
  });
}
