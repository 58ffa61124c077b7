import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { editionMetadata, siteViewport } from '@/lib/metadata';
import { fontVariables } from '../fonts';
import '../globals.css';

export const metadata = editionMetadata('hi');
export const viewport = siteViewport;

export default function HindiLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument lang="hi" className={fontVariables}>
      {children}
    </SiteDocument>
  );
}
