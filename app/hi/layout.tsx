import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { site } from '@/content/site';
import { absoluteUrl, withBasePath } from '@/lib/base-path';
import { editionMetadata } from '@/lib/metadata';
import { themeColor } from '@/lib/theme-colors';
import { fontVariables } from '../fonts';
import '../globals.css';

// With a base path, Next joins relative canonical and share-card paths onto this one's path.
export const metadata: Metadata = editionMetadata(
  'hi',
  new URL(absoluteUrl('/', site.url)),
  withBasePath('/favicon.svg'),
);

export const viewport: Viewport = {
  themeColor: themeColor('parchment'),
  width: 'device-width',
  initialScale: 1,
};

export default function HindiLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument lang="hi" className={fontVariables}>
      {children}
    </SiteDocument>
  );
}
