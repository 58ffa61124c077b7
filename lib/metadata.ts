import type { Metadata, Viewport } from 'next';
import { defaultLang, editionOf, langs, type Edition, type Lang } from '@/lib/content/editions';
import { languageOf } from '@/lib/content/languages';
import type { Page } from '@/lib/content/page-file';
import { absoluteUrl, withBasePath } from './base-path';
import { canonicalPath, pathIn, shareImagePath } from './edition-addresses';
import { themeColor } from './theme-colors';

/** A page's address in every edition, for `<link rel="alternate" hreflang>`. */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const lang of langs) alternates[lang] = canonicalPath(pathIn(lang, path));
  // A visitor whose language is none of these gets the default edition's page.
  alternates['x-default'] = canonicalPath(path);
  return alternates;
}

function socialMetadata(route: Pick<Page, 'path' | 'title' | 'description'>, lang: Lang): Metadata {
  const { site } = editionOf(lang).texts;
  const image = {
    url: shareImagePath(route.path, lang),
    width: 1200,
    height: 630,
    alt: `${route.title} · ${site.fullName}`,
  };
  return {
    openGraph: {
      type: 'website',
      siteName: site.fullName,
      locale: languageOf(lang).locale,
      alternateLocale: langs
        .filter((other) => other !== lang)
        .map((other) => languageOf(other).locale),
      title: route.title,
      description: route.description,
      url: canonicalPath(pathIn(lang, route.path)),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: route.title,
      description: route.description,
      images: [image],
    },
  };
}

/** The page at an address in an edition; a missing one is named. */
function pageAt({ pages }: Edition, path: string): Page {
  const found = Object.values(pages).find((p) => p.path === path);
  if (!found) throw new Error(`content/pages/: no page at "${path}"`);
  return found;
}

/** Title, description, canonical URL, language twins, robots and share card for a route. */
export function pageMetadata(path: string, lang: Lang = defaultLang): Metadata {
  const edition = editionOf(lang);
  const route = pageAt(edition, path);
  const { site } = edition.texts;
  return {
    title: path === '/' ? { absolute: `${site.name} · ${route.title}` } : route.title,
    description: route.description,
    alternates: {
      canonical: canonicalPath(pathIn(lang, path)),
      languages: languageAlternates(path),
    },
    robots: route.noindex ? { index: false, follow: true } : undefined,
    ...socialMetadata(route, lang),
  };
}

/**
 * The 404 page shares the home card but names no URL of its own: it answers at every unknown
 * address, so no og:url (Next marks it noindex by itself).
 */
export function notFoundMetadata(title: string, description: string): Metadata {
  const social = socialMetadata({ path: '/', title, description }, defaultLang);
  return {
    title,
    description,
    ...social,
    openGraph: { ...social.openGraph, url: undefined },
  };
}

/** What every page of an edition shares: the title pattern, the description, the icon. */
export function editionMetadata(lang: Lang): Metadata {
  const { site } = editionOf(lang).texts;
  return {
    // With a base path, Next joins relative canonical and share-card paths onto this one's path.
    // The site's address is the owner's, the same in every edition.
    metadataBase: new URL(absoluteUrl('/', site.url)),
    title: { default: site.fullName, template: `%s · ${site.name}` },
    description: site.tagline,
    applicationName: site.fullName,
    icons: { icon: withBasePath('/favicon.svg') },
  };
}

/** The viewport and the browser's bar colour, the same for every page. */
export const siteViewport: Viewport = {
  themeColor: themeColor('parchment'),
  width: 'device-width',
  initialScale: 1,
};
