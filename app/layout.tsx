import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { Navbar } from '@/components/layout/Navbar';
import { DeferredToaster } from '@/components/layout/DeferredToaster';
import { ErrorWordsProvider } from '@/components/layout/ErrorWords';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { JsonLd } from '@/components/ui/JsonLd';
import { noScriptCss } from '@/components/ui/noScriptCss';
import { interfaceWords } from '@/content/interface';
import { site } from '@/content/site';
import { absoluteUrl, withBasePath } from '@/lib/base-path';
import { organization, website } from '@/lib/structured-data';
import { themeColor } from '@/lib/theme-colors';
import { body, display } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  // With a base path, Next joins relative canonical and share-card paths onto this one's path.
  metadataBase: new URL(absoluteUrl('/', site.url)),
  title: { default: site.fullName, template: `%s · ${site.name}` },
  description: site.tagline,
  applicationName: site.fullName,
  icons: { icon: withBasePath('/favicon.svg') },
};

export const viewport: Viewport = {
  themeColor: themeColor('parchment'),
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={interfaceWords.lang} className={`${display.variable} ${body.variable}`}>
      <head>
        <noscript>
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body className="flex min-h-svh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-ink px-5 py-3 text-linen focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {interfaceWords.skipToContent}
        </a>
        <JsonLd
          data={{ '@context': 'https://schema.org', '@graph': [organization(), website()] }}
        />
        <ScrollToTop />
        <Navbar />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <ErrorWordsProvider words={interfaceWords.errorScreen}>{children}</ErrorWordsProvider>
        </main>
        <Footer />
        <DeferredToaster />
      </body>
    </html>
  );
}
