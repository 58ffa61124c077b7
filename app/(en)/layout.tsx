import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { editionMetadata, siteViewport } from '@/lib/metadata';
import { fontVariables } from '../fonts';
import '../globals.css';

export const metadata = editionMetadata('en');
export const viewport = siteViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument lang="en" className={fontVariables}>
      {children}
    </SiteDocument>
  );
}
