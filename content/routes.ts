import { z } from 'zod';
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
});

export type SiteRoute = z.output<typeof routeSchema>;

export const routes: readonly SiteRoute[] = parseContent(
  'content/routes.ts',
  z.array(routeSchema),
  [
    {
      path: '/',
      title: 'Where Homes Remember And Hold You',
      description:
        'Ancestral Himalayan homes restored into quiet sanctuaries. Stay at Chaaya, a 150-year-old homestay near Dharamshala, by invitation.',
      nav: 'Home',
    },
    {
      path: '/about',
      title: 'Our Vision',
      description:
        'Why we restore ancestral homes instead of building new ones: our origin, our mission and the promises we keep to homes, hosts and guests.',
      nav: 'Our Vision',
    },
    {
      path: '/projects',
      title: 'Our Projects',
      description:
        'Three sanctuaries: Chaaya, open for stays; SAN, a river-valley farmstay in restoration; and Awoka, a silent house still a vision.',
      nav: 'Our Projects',
    },
    {
      path: '/projects/chaaya',
      title: 'Chaaya, The Divine Heart',
      description:
        'A heritage home built in 1885 in the Kangra valley, at 2,800 ft: three rooms, home-cooked meals and village life, 45 minutes from Dharamshala.',
    },
    {
      path: '/projects/san',
      title: 'SAN, The Sacred Roots',
      description:
        'A farmstay taking shape in a Himalayan river valley: the old house, the fields and the plans for slow, rooted stays.',
    },
    {
      path: '/projects/awoka',
      title: 'The Adhyatmic House, The Cosmic Abode',
      description:
        'Awoka, a high-altitude house of silence still in vision: who it is for, what it will hold, and how to hold space for it.',
    },
    {
      path: '/contact',
      title: 'Contact',
      description:
        'Book a stay, offer a home for restoration or simply say hello: write to us, message us or call.',
      nav: 'Contact',
    },
    {
      path: '/media',
      title: 'Media and Memories',
      description:
        'Reels, guest letters and the journals of our restorations: a gathering place for memories, filling slowly.',
    },
    {
      path: '/wireframe',
      title: 'Site Architecture',
      description:
        'How this website is put together: every page and its sections, components and technology.',
      noindex: true,
    },
    {
      path: '/chaaya-microsite',
      title: 'Chaaya Homestay',
      description:
        'Stay at Chaaya, a heritage home since 1885: rooms from ₹1,200 a night, all meals included, rated 4.9 by guests. Reserve by message.',
      nav: 'Chaaya Homestay',
    },
    {
      path: '/thank-you',
      title: 'Thank You',
      description: 'Your booking request has reached us. Here is what happens next.',
      noindex: true,
    },
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
