import type { MetadataRoute } from 'next';
import { site } from '@/lib/content/site';
import { absoluteUrl, withBasePath } from '@/lib/base-path';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: withBasePath('/') },
    sitemap: absoluteUrl('/sitemap.xml', site.url),
  };
}
