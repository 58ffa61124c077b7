import { parsePage } from './page-schema';

export const notFound = parsePage('content/pages/not-found.ts', 'notFound', {
  eyebrow: '404',
  title: 'Page Not Found',
  text: 'It seems you have wandered off the cultural path. The page you were looking for is not here, but the way home is.',
  links: [
    { href: '/', label: 'Return Home' },
    { href: '/projects', label: 'Explore Our Projects' },
    { href: '/contact', label: 'Contact Us' },
  ],
} as const);
