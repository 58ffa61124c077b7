import type { Metadata } from 'next';
import { interfaceWords } from '@/content/interface';
import { getRoute, type SiteRoute } from '@/content/routes';
import { site } from '@/content/site';

/** The URL path a route is served at (trailing slash, as exported). */
export function canonicalPath(path: string): string {
  return path === '/' ? '/' : `${path}/`;
}

/** Share-card file drawn for a route at build time by app/og/[card]/route.tsx. */
export function shareImagePath(path: string): string {
  return `/og/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}.jpg`;
}

function socialMetadata(route: Pick<SiteRoute, 'path' | 'title' | 'description'>): Metadata {
  const image = {
    url: shareImagePath(route.path),
    width: 1200,
    height: 630,
    alt: `${route.title} · ${site.fullName}`,
  };
  return {
    openGraph: {
      type: 'website',
      siteName: site.fullName,
      locale: interfaceWords.ogLocale,
      title: route.title,
      description: route.description,
      url: canonicalPath(route.path),
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

/** Title, description, canonical URL, robots and share card for a route, from content/routes.ts. */
export function pageMetadata(path: string): Metadata {
  const route = getRoute(path);
  return {
    title: path === '/' ? { absolute: `${site.name} · ${route.title}` } : route.title,
    description: route.description,
    alternates: { canonical: canonicalPath(path) },
    robots: route.noindex ? { index: false, follow: true } : undefined,
    ...socialMetadata(route),
  };
}

/**
 * The 404 page shares the home card but names no URL of its own: it answers at every unknown
 * address, so no og:url (Next marks it noindex by itself).
 */
export function notFoundMetadata(title: string, description: string): Metadata {
  const social = socialMetadata({ path: '/', title, description });
  return {
    title,
    description,
    ...social,
    openGraph: { ...social.openGraph, url: undefined },
  };
}
