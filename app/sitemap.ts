import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/base-path';
import { canonicalPath } from '@/lib/metadata';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return routes
    .filter((r) => !r.noindex)
    .map((r) => ({
      url: absoluteUrl(canonicalPath(r.path), site.url),
      changeFrequency: 'monthly',
      priority: r.path === '/' ? 1 : r.path.startsWith('/projects/') ? 0.8 : 0.6,
    }));
}
