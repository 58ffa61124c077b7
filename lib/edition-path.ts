import type { Lang } from '@/lib/content/editions';

/*
 * Where each edition lives: English at the root, Hindi under /hi. Kept free of the texts so the
 * language switch, the metadata and the build scripts can all share it.
 */
const PREFIX: Readonly<Record<Lang, string>> = { en: '', hi: '/hi' };

/** '/about' in the given edition: '/about' or '/hi/about'; '#x' and 'https://…' unchanged. */
export function pathIn(lang: Lang, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const prefix = PREFIX[lang];
  if (!prefix) return href;
  return href === '/' ? `${prefix}/` : `${prefix}${href}`;
}

/** The edition a site path belongs to, and the path as English writes it. */
export function splitPath(path: string): { lang: Lang; path: string } {
  for (const lang of Object.keys(PREFIX) as Lang[]) {
    const prefix = PREFIX[lang];
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) {
      return { lang, path: path.slice(prefix.length) || '/' };
    }
  }
  return { lang: 'en', path };
}
