import type { Metadata } from 'next';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { PageBlocks } from '@/components/sections/PageBlocks';
import { WaysBack } from '@/components/sections/Closing';
import { defaultEdition, defaultLang, editionOf, langs } from '@/lib/content/editions';
import { findVariant } from '@/lib/content/page-file';
import { notFoundPageOf } from '@/lib/content/routes';
import { notFoundMetadata, siteViewport } from '@/lib/metadata';
import { fontVariables } from './fonts';
import './globals.css';

const english = notFoundPageOf(defaultLang);
const others = langs
  .filter((lang) => lang !== defaultLang)
  .map((lang) => editionOf(lang))
  .map((edition) => ({
    edition,
    block: findVariant(notFoundPageOf(edition.lang), 'closing', 'page'),
  }));

export const metadata: Metadata = notFoundMetadata(english.title, english.description);
export const viewport = siteViewport;

/**
 * Every unknown address, in any edition, gets this one page (out/404.html): the default
 * language's ways back, then the same in each other language (Hindi), its links already
 * pointing into that language's pages.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument edition={defaultEdition} className={fontVariables}>
      <PageBlocks page={english} edition={defaultEdition} />
      {others.map(({ edition, block }) => (
        <div key={edition.lang} lang={edition.lang}>
          <WaysBack
            as="h2"
            className="min-h-0 border-t border-ink/10"
            block={block}
            edition={edition}
          />
        </div>
      ))}
    </SiteDocument>
  );
}
