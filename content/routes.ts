import { sectionsOf, type Page } from './page';
import { aboutPage } from './pages/about';
import { awokaPage } from './pages/awoka';
import { chaayaPage } from './pages/chaaya';
import { contactPage } from './pages/contact';
import { homePage } from './pages/home';
import { mediaPage } from './pages/media';
import { micrositePage } from './pages/microsite';
import { projectsPage } from './pages/projects';
import { sanPage } from './pages/san';
import { thankYouPage } from './pages/thank-you';
import { wireframePage } from './pages/wireframe';

/**
 * Every page, in the order the sitemap and /wireframe list them. A page added here is routed,
 * listed, walked by the tests and given a share card; its route file only names it.
 */
export const pages: readonly Page[] = [
  homePage,
  aboutPage,
  projectsPage,
  chaayaPage,
  sanPage,
  awokaPage,
  contactPage,
  mediaPage,
  wireframePage,
  micrositePage,
  thankYouPage,
];

/** A page as the navbar, metadata and sitemap see it: its sections are its blocks, by name. */
export type SiteRoute = Pick<Page, 'path' | 'title' | 'description' | 'nav' | 'noindex'> & {
  sections: string[];
};

function routeOf(page: Page): SiteRoute {
  const { path, title, description, nav, noindex } = page;
  return { path, title, description, nav, noindex, sections: sectionsOf(page).map((s) => s.name) };
}

export const routes: readonly SiteRoute[] = pages.map(routeOf);

const paths = new Set<string>();
for (const { path } of pages) {
  if (paths.has(path)) throw new Error(`content/routes.ts: two pages at "${path}"`);
  paths.add(path);
}

export function getPage(path: string): Page {
  const found = pages.find((p) => p.path === path);
  if (!found) throw new Error(`content/routes.ts: no page "${path}"`);
  return found;
}

export function getRoute(path: string): SiteRoute {
  const found = routes.find((r) => r.path === path);
  if (!found) throw new Error(`content/routes.ts: no route "${path}"`);
  return found;
}

/** The navbar's order, which is not the route table's. */
const NAV_ORDER = ['/', '/about', '/projects', '/chaaya-microsite', '/contact'];

export const navRoutes = NAV_ORDER.map((path) => {
  const r = getRoute(path);
  if (!r.nav) throw new Error(`content/routes.ts: "${path}" is in the navbar but has no nav label`);
  return { ...r, nav: r.nav };
});
