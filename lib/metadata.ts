import type { Metadata } from 'next';
import { getRoute } from '@/content/routes';
import { site } from '@/content/site';

/** Title, description, canonical URL and robots for a route, all from content/routes.ts. */
export function pageMetadata(path: string): Metadata {
  const route = getRoute(path);
  return {
    title: path === '/' ? { absolute: `${site.name} · ${route.title}` } : route.title,
    description: route.description,
    alternates: { canonical: path === '/' ? '/' : `${path}/` },
    robots: route.noindex ? { index: false, follow: true } : undefined,
  };
}
