import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { defaultEdition } from '@/lib/content/editions';
import { defaultLang } from '@/lib/content/languages';
import { editionMetadata, siteViewport } from '@/lib/metadata';
import { fontVariables } from '../fonts';
import '../globals.css';

export const metadata = editionMetadata(defaultLang);
export const viewport = siteViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument edition={defaultEdition} className={fontVariables}>
      {children}
    </SiteDocument>
  );
}
