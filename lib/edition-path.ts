import { defaultLang, langs, type Lang } from '@/lib/content/languages';
import { withoutPrefix } from './path-prefix';

/*
 * Where each edition lives: the default language at the root, every other under /<code> (/hi).
 * Kept free of the texts so the metadata, the header and the build scripts can all share it.
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

/** The edition a site path belongs to, and the path as the default edition writes it. */
export function splitPath(path: string): { lang: Lang; path: string } {
  for (const lang of langs) {
    const prefix = prefixOf(lang);
    const inEdition = withoutPrefix(path, prefix);
    if (prefix && inEdition !== path) return { lang, path: inEdition };
  }
  return { lang: defaultLang, path };
}
