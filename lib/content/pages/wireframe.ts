import { chatMessages } from '../chat';
import { timings } from '../facts';
import { images } from '../images';
import { definePage } from '../page';
import { properties } from '../properties';
import { rooms } from '../rooms';

const statusLine = properties.map(
  (p) => `${p.name.split(',')[0]} ${p.wireframeLabel.toLowerCase()}`,
);

export const wireframePage = definePage('content/pages/wireframe.ts', {
  path: '/wireframe',
  title: 'Site Architecture',
  description:
    'How this website is put together: every page and its sections, components and technology.',
  noindex: true,
  blocks: [
    {
      type: 'hero',
      name: 'Hero',
      image: 'hero-projects',
      eyebrow: 'Site Architecture',
      title: 'How This Website Is Put Together',
      lead: 'Every page and its sections, the components they are made of, and the technology underneath: a map for whoever tends this site next.',
    },
    {
      type: 'inventory',
      name: 'Pages',
      id: 'pages',
      heading: {
        title: 'Pages',
        lead: 'Every route of the site with its sections in order, read from the same route table that builds the navbar, titles and sitemap.',
      },
      list: {
        of: 'pages',
        inNavbar: 'In the navbar as “{nav}”',
        notInNavbar: 'Not in the navbar',
        notIndexed: 'not indexed',
      },
    },
    {
      type: 'inventory',
      name: 'Component Categories',
      id: 'components',
      tone: 'sand',
      heading: {
        title: 'Component Categories',
        lead: 'Read from the components folder when the site is built, so a new component appears here by itself.',
      },
      list: {
        of: 'components',
        folders: {
          layout: 'The frame of every page: navbar, mobile menu, footer and providers.',
          ui: 'Shared building blocks used across pages: sections, headings, buttons, pictures, carousel, map, gallery.',
          'ui/carousel': 'The parts of the carousel.',
          sections:
            'One component per kind of section, and the renderer that draws a page from its blocks in content/pages/.',
          'stay-request':
            'The stay request: dates on a calendar of taken nights, guests, the estimate and the message.',
          'contact-form':
            'The letter form, its saved draft and its note for browsers without JavaScript.',
        },
      },
    },
    {
      type: 'inventory',
      name: 'Technology',
      id: 'technology',
      heading: {
        title: 'Technology',
        lead: 'The packages the site is built with, read from package.json.',
      },
      list: {
        of: 'packages',
        runtime: 'In the site',
        tooling: 'Build and test',
        columns: { name: 'Package', version: 'Version', note: 'Role' },
        notes: {
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
      },
    },
    {
      type: 'facts',
      variant: 'terms',
      name: 'Key Features',
      id: 'features',
      tone: 'linen',
      heading: {
        title: 'Key Features',
        lead: 'The behaviour that matters most, with the constants the pages themselves use.',
      },
      items: [
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
    },
  ],
});
