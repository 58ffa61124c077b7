import { z } from 'zod';
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
import { parseContent, textSchema } from './schema';

const routeSchema = z.object({
  path: z.string().regex(/^\/[a-z0-9/-]*$/, 'must be an absolute path such as "/about"'),
  /** Used in <title> (the brand is appended by the layout's template). */
  title: textSchema,
  description: textSchema.max(170, 'keep descriptions under 170 characters for search results'),
  /** Label in the navbar; routes without one are not in the navbar. */
  nav: textSchema.optional(),
  /** Pages that should not appear in search (sitemap excluded, robots noindex). */
  noindex: z.boolean().default(false),
  /** The page's sections in order, as the spec names them (listed on /wireframe). */
  sections: z.array(textSchema).min(1),
});

export type SiteRoute = z.output<typeof routeSchema>;

/** A page's entry in the route table: its sections are its blocks, in order, by name. */
function routeOf(page: Page): z.input<typeof routeSchema> {
  const { path, title, description, nav, noindex } = page;
  const sections = sectionsOf(page).map((s) => s.name);
  return { path, title, description, nav, noindex, sections };
}

export const routes: readonly SiteRoute[] = parseContent(
  'content/routes.ts',
  z.array(routeSchema),
  [
    routeOf(homePage),
    routeOf(aboutPage),
    routeOf(projectsPage),
    routeOf(chaayaPage),
    routeOf(sanPage),
    routeOf(awokaPage),
    routeOf(contactPage),
    routeOf(mediaPage),
    routeOf(wireframePage),
    routeOf(micrositePage),
    routeOf(thankYouPage),
  ],
);

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
