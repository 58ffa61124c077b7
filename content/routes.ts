import { z } from 'zod';
import { countWord, facts, formatFeet, houseAge } from './facts';
import { formatInr } from './format';
import { rooms } from './rooms';
import { parseContent, textSchema } from './schema';

const lowestPrice = formatInr(Math.min(...rooms.map((r) => r.priceInr)));

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

export const routes: readonly SiteRoute[] = parseContent(
  'content/routes.ts',
  z.array(routeSchema),
  [
    {
      path: '/',
      title: 'Where Homes Remember And Hold You',
      description: `Ancestral Himalayan homes restored into quiet sanctuaries. Stay at Chaaya, a ${houseAge}-year-old homestay near Dharamshala, by invitation.`,
      nav: 'Home',
      sections: [
        'Hero',
        'Living Philosophy',
        'Pause Interlude',
        'Featured Project',
        'Craft',
        'Guest Voices',
        'Collaborate Invitation',
        'Social Archive',
      ],
    },
    {
      path: '/about',
      title: 'Our Vision',
      description:
        'Why we restore ancestral homes instead of building new ones: our origin, our mission and the promises we keep to homes, hosts and guests.',
      nav: 'Our Vision',
      sections: [
        'Hero',
        'Origin Story',
        'Mission',
        'Philosophy',
        'Commitments',
        'Founder Note',
        'Progress Cards',
        'Closing Invitation',
      ],
    },
    {
      path: '/projects',
      title: 'Our Projects',
      description:
        'Three sanctuaries: Chaaya, open for stays; SAN, a river-valley farmstay in restoration; and Awoka, a silent house still a vision.',
      nav: 'Our Projects',
      sections: [
        'Hero',
        'Trinity Intro',
        'Chaaya',
        'SAN',
        'Awoka',
        'Restoration Ritual',
        'Why First',
        'Collaborate',
      ],
    },
    {
      path: '/projects/chaaya',
      title: 'Chaaya, The Divine Heart',
      description: `A heritage home built in ${facts.since} in the Kangra valley, at ${formatFeet(facts.elevationFt)}: ${countWord(facts.rooms)} rooms, home-cooked meals and village life, ${facts.travel.fromDharamshala} from Dharamshala.`,
      sections: [
        'Hero',
        'Legacy Story',
        'Heritage Rooms',
        'Views',
        'Life Around Chaaya',
        'Day Rhythm',
        'Guest Letters',
        'Community Impact',
        'Offerings',
        'Booking Side Panel',
        'Comforts',
        'Geography',
        'Closing Call to Action',
      ],
    },
    {
      path: '/projects/san',
      title: 'SAN, The Sacred Roots',
      description:
        'A farmstay taking shape in a Himalayan river valley: the old house, the fields and the plans for slow, rooted stays.',
      sections: ['Hero', 'Story', 'Photo Galleries', 'Future Plans', 'Planned Amenities', 'Voices'],
    },
    {
      path: '/projects/awoka',
      title: 'The Adhyatmic House, The Cosmic Abode',
      description:
        'Awoka, a high-altitude house of silence still in vision: who it is for, what it will hold, and how to hold space for it.',
      sections: [
        'Hero',
        'Intro Quote',
        'Description',
        'Image Galleries',
        'Who It’s For',
        'Quote Cards',
        'When It Will Arrive',
        'Vision Side Panel',
      ],
    },
    {
      path: '/contact',
      title: 'Contact',
      description:
        'Book a stay, offer a home for restoration or simply say hello: write to us, message us or call.',
      nav: 'Contact',
      sections: ['Hero', 'Path Cards', 'Message Form', 'Channels'],
    },
    {
      path: '/media',
      title: 'Media and Memories',
      description:
        'Reels, guest letters and the journals of our restorations: a gathering place for memories, filling slowly.',
      sections: ['Hero', 'Reels', 'Guest Stories and Letters', 'Build Journey Albums'],
    },
    {
      path: '/wireframe',
      title: 'Site Architecture',
      description:
        'How this website is put together: every page and its sections, components and technology.',
      noindex: true,
      sections: ['Hero', 'Pages', 'Component Categories', 'Technology', 'Key Features'],
    },
    {
      path: '/chaaya-microsite',
      title: 'Chaaya Homestay',
      description: `Stay at Chaaya, a heritage home since ${facts.since}: rooms from ${lowestPrice} a night, all meals included, rated ${facts.guestRating.toFixed(1)} by guests. Reserve by message.`,
      nav: 'Chaaya Homestay',
      sections: [
        'Hero',
        'Stats',
        `Since ${facts.since} Story`,
        'Room Selector',
        'Gallery',
        'Guest Testimonials',
        'Day Rhythm',
        'Local Experiences',
        'Pricing and Inclusions',
        'Map',
        'Travel Details',
        'Final Call to Action',
      ],
    },
    {
      path: '/thank-you',
      title: 'Thank You',
      description: 'Your booking request has reached us. Here is what happens next.',
      noindex: true,
      sections: ['Confirmation', 'Next Steps', 'Contact'],
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
