import { defaultLang, langs, type Lang } from '@/lib/content/languages';
import { withoutPrefix } from './strip-prefix';

/*
 * Where each edition lives: the default language at the root, every other under /<code> (/hi),
 * and the addresses made from it. Kept free of the texts so the metadata, the structured data,
 * the header and the build scripts can all share it.
 */

/** The path an edition's pages start with: '' for the default language, '/hi' for Hindi. */
export function prefixOf(lang: Lang): string {
  return lang === defaultLang ? '' : `/${lang}`;
}

/** '/about' in the given edition: '/about' or '/hi/about'; '#x' and 'https://…' unchanged. */
export function pathIn(lang: Lang, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const prefix = prefixOf(lang);
  if (!prefix) return href;
  return href === '/' ? `${prefix}/` : `${prefix}${href}`;
}

/** The URL path a route is served at (trailing slash, as exported). */
export function canonicalPath(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** Share-card file drawn for a route of an edition at build time by app/og/[card]/route.tsx. */
export function shareImagePath(path: string, lang: Lang = defaultLang): string {
  const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
  return `/og/${lang === defaultLang ? '' : `${lang}-`}${name}.jpg`;
}

/** The edition a site path belongs to, and the path as the default edition writes it. */
export function splitPath(path: string): { lang: Lang; path: string } {
  for (const lang of langs) {
    const prefix = prefixOf(lang);
    const inEdition = withoutPrefix(path, prefix);
    if (prefix && inEdition !== path) return { lang, path: inEdition };
  }
  return { lang: defaultLang, path };
}
