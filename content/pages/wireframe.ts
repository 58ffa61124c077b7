import { chatMessages } from '../chat';
import { timings } from '../facts';
import { images } from '../images';
import { properties } from '../properties';
import { rooms } from '../rooms';
import { parsePage } from './page-schema';

export const wireframeHero = parsePage('content/pages/wireframe.ts', 'wireframeHero', {
  image: 'hero-projects',
  eyebrow: 'Site Architecture',
  title: 'How This Website Is Put Together',
  lead: 'Every page and its sections, the components they are made of, and the technology underneath: a map for whoever tends this site next.',
} as const);

export const wireframeSections = parsePage('content/pages/wireframe.ts', 'wireframeSections', {
  pages: {
    title: 'Pages',
    lead: 'Every route of the site with its sections in order, read from the same route table that builds the navbar, titles and sitemap.',
  },
  components: {
    title: 'Component Categories',
    lead: 'Read from the components folder when the site is built, so a new component appears here by itself.',
  },
  technology: {
    title: 'Technology',
    lead: 'The packages the site is built with, read from package.json.',
  },
  features: {
    title: 'Key Features',
    lead: 'The behaviour that matters most, with the constants the pages themselves use.',
  },
} as const);

/** What each components folder holds; folders not described here still appear, by name. */
export const componentCategories: Record<string, string> = parsePage(
  'content/pages/wireframe.ts',
  'componentCategories',
  {
    layout: 'The frame of every page: navbar, mobile menu, footer and providers.',
    ui: 'Shared building blocks used across pages: sections, headings, buttons, pictures, carousel, map, gallery.',
    'ui/carousel': 'The parts of the carousel.',
    'sections/home': 'The home page, hero to social archive.',
    'sections/about': 'The vision page.',
    'sections/projects': 'The projects overview.',
    'sections/wireframe': 'This page.',
  },
);

/** Why each package is here; packages without a note are still listed. */
export const technologyNotes: Record<string, string> = parsePage(
  'content/pages/wireframe.ts',
  'technologyNotes',
  {
    next: 'App Router, pre-rendered with static export',
    react: 'Server components by default, small client islands',
    'react-dom': 'Rendering and hydration',
    tailwindcss: 'Design tokens and utility styles',
    'embla-carousel-react': 'The one carousel',
    'embla-carousel-autoplay': 'Carousel autoplay timing',
    sonner: 'Toast notifications',
    '@radix-ui/react-tooltip': 'Accessible tooltips',
    '@radix-ui/react-select': 'Accessible select',
    '@radix-ui/react-tabs': 'Room tabs',
    '@radix-ui/react-dialog': 'Gallery lightbox',
    'lucide-react': 'Icons',
    zod: 'Content validation at build time',
    sharp: 'Responsive AVIF and WebP image variants',
    '@playwright/test': 'End-to-end tests against the exported site',
    jest: 'Unit tests',
    '@axe-core/playwright': 'Accessibility checks',
    typescript: 'Strict types',
    eslint: 'Linting',
    prettier: 'Formatting',
  },
);

const statusLine = properties.map(
  (p) => `${p.name.split(',')[0]} ${p.wireframeLabel.toLowerCase()}`,
);

export const keyFeatures: readonly { title: string; text: string }[] = parsePage(
  'content/pages/wireframe.ts',
  'keyFeatures',
  [
    {
      title: 'Pre-rendered and static',
      text: 'Every page is HTML at build time and readable without JavaScript; only small islands (carousel, map, menu, form) hydrate.',
    },
    {
      title: 'Featured carousel',
      text: `${timings.featuredImageCount} photos, looping, advancing every ${timings.autoplay.featured} ms; pauses on hover, keyboard focus or the pause control, and never moves by itself under reduced motion.`,
    },
    {
      title: 'Small-screen carousels',
      text: `Philosophy (${timings.autoplay.philosophy} ms) and commitments (${timings.autoplay.commitments} ms) on the vision page become grids on wide screens.`,
    },
    {
      title: 'Lazy map',
      text: 'The map loads only near the viewport, shows its loading state, and falls back to a link when it cannot load.',
    },
    {
      title: 'Chat with prefilled messages',
      text: `${Object.keys(chatMessages).length} prefilled messages open the chat in a new tab; nothing is sent by the site itself.`,
    },
    {
      title: 'Anchors below the navbar',
      text: `In-page links land ${timings.anchorOffsetPx} px below the top, under the sticky navbar, and scroll smoothly unless motion is reduced.`,
    },
    {
      title: 'Property status',
      text: `${statusLine.join(', ')}.`,
    },
    {
      title: 'Rooms and prices',
      text: `${rooms.length} room types with prices from content; the contact form simulates its send in ${timings.contactSendDelayMs / 1000} s.`,
    },
    {
      title: 'Responsive images',
      text: `${images.length} image slots, each with AVIF and WebP variants, explicit sizes and alt text.`,
    },
  ],
);

/** A folder's description, with a fallback for page-section folders added later. */
export function describeFolder(folder: string): string | undefined {
  const known = componentCategories[folder];
  if (known) return known;
  const page = folder.match(/^sections\/(.+)$/)?.[1];
  return page ? `Sections of the ${page} page.` : undefined;
}
