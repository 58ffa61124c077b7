import { definePage } from '../page';

const text =
  'It seems you have wandered off the cultural path. The page you were looking for is not here, but the way home is.';

/**
 * What an unknown address shows (out/404.html). Not a route: no share card, sitemap entry or
 * navbar label of its own, so its path is only what the page calls itself.
 */
export const notFoundPage = definePage('content/pages/not-found.ts', {
  path: '/404',
  title: 'Page Not Found',
  description: text,
  noindex: true,
  blocks: [
    {
      type: 'waysBack',
      name: 'Ways Back',
      heading: { eyebrow: '404', title: 'Page Not Found', lead: text },
      label: 'Ways back',
      actions: [
        { label: 'Return Home', href: '/' },
        { label: 'Explore Our Projects', href: '/projects' },
        { label: 'Contact Us', href: '/contact' },
      ],
    },
  ],
});
