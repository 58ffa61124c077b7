import type { MetadataRoute } from 'next';
import { defaultEdition } from '@/lib/content/editions';
import { absoluteUrl, withBasePath } from '@/lib/base-path';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: withBasePath('/') },
    sitemap: absoluteUrl('/sitemap.xml', defaultEdition.texts.site.url),
  };
}
