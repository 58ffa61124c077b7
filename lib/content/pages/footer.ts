import { parsePage } from './page-schema';

/** The footer on every page. Link paths must be routes in content/routes.ts. */
export const footer = parsePage('content/pages/footer.ts', 'footer', {
  quickLinksTitle: 'Quick Links',
  quickLinks: [
    { href: '/', label: 'Home' },
    { href: '/about', label: 'Our Vision' },
    { href: '/projects', label: 'Our Projects' },
    { href: '/media', label: 'Media and Memories' },
    { href: '/contact', label: 'Collaborate' },
  ],
  contactTitle: 'Write or call',
  /** After '© 2024 Smriti Heritage Sanctuaries.' */
  closingLine: 'Homes that remember, held in trust.',
} as const);
