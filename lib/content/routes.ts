import { editions, type Edition, type Lang } from './editions';
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
 * listed, walked by the tests and given a share card; its route file only names it. Both editions
 * have the same pages at the same paths (Hindi under /hi).
 */
export const pagesIn: Readonly<Record<Lang, readonly Page[]>> = {
  en: pageList(editions.en),
  hi: pageList(editions.hi),
};

export const pages = pagesIn.en;

/** A page as the navbar, metadata and sitemap see it: its sections are its blocks, by name. */
export type SiteRoute = Pick<Page, 'path' | 'title' | 'description' | 'nav' | 'noindex'> & {
  sections: string[];
};

function routeOf(page: Page): SiteRoute {
  const { path, title, description, nav, noindex } = page;
  return { path, title, description, nav, noindex, sections: sectionsOf(page).map((s) => s.name) };
}

export const routesIn: Readonly<Record<Lang, readonly SiteRoute[]>> = {
  en: pagesIn.en.map(routeOf),
  hi: pagesIn.hi.map(routeOf),
};

export const routes = routesIn.en;

const paths = new Set<string>();
for (const { path } of pages) {
  if (paths.has(path)) throw new Error(`content/routes.ts: two pages at "${path}"`);
  paths.add(path);
}

export function getPage(path: string, lang: Lang = 'en'): Page {
  const found = pagesIn[lang].find((p) => p.path === path);
  if (!found) throw new Error(`content/routes.ts: no page "${path}"`);
  return found;
}

export function getRoute(path: string, lang: Lang = 'en'): SiteRoute {
  const found = routesIn[lang].find((r) => r.path === path);
  if (!found) throw new Error(`content/routes.ts: no route "${path}"`);
  return found;
}

/** The navbar's order, which is not the route table's. */
const NAV_ORDER = ['/', '/about', '/projects', '/chaaya-microsite', '/contact'];

export function navRoutesIn(lang: Lang) {
  return NAV_ORDER.map((path) => {
    const r = getRoute(path, lang);
    if (!r.nav)
      throw new Error(`content/routes.ts: "${path}" is in the navbar but has no nav label`);
    return { ...r, nav: r.nav };
  });
}
