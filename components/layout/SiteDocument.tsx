import type { ReactNode } from 'react';
import type { Edition } from '@/lib/content/editions';
import { JsonLd } from '@/components/ui/JsonLd';
import { noScriptCss } from '@/components/ui/noScriptCss';
import { pathIn } from '@/lib/edition-addresses';
import { organization, website } from '@/lib/structured-data';
import { DeferredToaster } from './DeferredToaster';
import { ErrorWordsProvider } from './ErrorWords';
import { languageSwitchScript } from './languageSwitchScript';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ScrollToTop } from './ScrollToTop';

/**
 * The document every page of an edition shares: <html lang>, the skip link, the navbar, the
 * footer and the toaster, all in the edition's words. Each language's root layout is this with
 * its edition.
 */
export function SiteDocument({
  edition,
  className,
  children,
}: {
  edition: Edition;
  /** The font faces' variables. */
  className: string;
  children: ReactNode;
}) {
  const { lang, texts } = edition;
  const { interface: words } = texts;
  return (
    <html lang={lang} className={className}>
      {/* eslint-disable-next-line @next/next/no-head-element -- a root layout's own <head> (App Router), not next/head */}
      <head>
        <noscript>
          <style>{noScriptCss}</style>
        </noscript>
        <script dangerouslySetInnerHTML={{ __html: languageSwitchScript }} />
      </head>
      <body className="flex min-h-svh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-ink px-5 py-3 text-linen focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {words.skipToContent}
        </a>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@graph': [organization(edition), website(edition)],
          }}
        />
        <ScrollToTop />
        <Navbar edition={edition} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <ErrorWordsProvider words={{ ...words.errorScreen, homeHref: pathIn(lang, '/') }}>
            {children}
          </ErrorWordsProvider>
        </main>
        <Footer edition={edition} />
        <DeferredToaster edition={edition} />
      </body>
    </html>
  );
}
