import type { Metadata } from 'next';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { PageBlocks } from '@/components/sections/PageBlocks';
import { WaysBack } from '@/components/sections/WaysBack';
import { editions } from '@/lib/content/editions';
import { findSection } from '@/lib/content/page';
import { pathIn } from '@/lib/edition-path';
import { notFoundMetadata, siteViewport } from '@/lib/metadata';
import { fontVariables } from './fonts';
import './globals.css';

const english = editions.en.pages.notFound;
const hindi = findSection(editions.hi.pages.notFound, 'waysBack');

export const metadata: Metadata = notFoundMetadata(english.title, english.description);
export const viewport = siteViewport;

/**
 * Every unknown address, in either edition, gets this one page (out/404.html): the English ways
 * back, then the same in Hindi, its links already pointing into the Hindi pages.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument lang="en" className={fontVariables}>
      <PageBlocks page={english} />
      <div lang="hi">
        <WaysBack
          as="h2"
          className="min-h-0 border-t border-ink/10"
          block={{
            ...hindi,
            actions: hindi.actions.map((a) =>
              'href' in a ? { ...a, href: pathIn('hi', a.href) } : a,
            ),
          }}
        />
      </div>
    </SiteDocument>
  );
}
