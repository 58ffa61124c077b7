import type { MetadataRoute } from 'next';
import { defaultEdition, langs } from '@/lib/content/editions';
import { routesOf } from '@/lib/content/routes';
import { absoluteUrl } from '@/lib/base-path';
import { canonicalPath, pathIn } from '@/lib/edition-addresses';
import { languageAlternates } from '@/lib/metadata';

export const dynamic = 'force-static';

const full = (path: string) => absoluteUrl(path, defaultEdition.texts.site.url);

/** Every indexed page in each edition, each naming its twins in the other languages. */
export default function sitemap(): MetadataRoute.Sitemap {
  return langs.flatMap((lang) =>
    routesOf(lang)
      .filter((r) => !r.noindex)
      .map((r) => ({
        url: full(canonicalPath(pathIn(lang, r.path))),
        changeFrequency: 'monthly' as const,
        priority: r.path === '/' ? 1 : r.path.startsWith('/projects/') ? 0.8 : 0.6,
        alternates: {
          languages: Object.fromEntries(
            Object.entries(languageAlternates(r.path)).map(([hreflang, path]) => [
              hreflang,
              full(path),
            ]),
          ),
        },
      })),
  );
}
