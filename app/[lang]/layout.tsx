import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { editionOf } from '@/lib/content/editions';
import { defaultLang, langs } from '@/lib/content/languages';
import { editionMetadata, siteViewport } from '@/lib/metadata';
import { fontVariables } from '../fonts';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

// Every language of content/languages.yaml but the default one (served at the root by (root)/).
export const dynamicParams = false;

export function generateStaticParams(): { lang: string }[] {
  return langs.filter((lang) => lang !== defaultLang).map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: Pick<Props, 'params'>) {
  return editionMetadata((await params).lang);
}

export const viewport = siteViewport;

export default async function EditionLayout({ children, params }: Props) {
  return (
    <SiteDocument edition={editionOf((await params).lang)} className={fontVariables}>
      {children}
    </SiteDocument>
  );
}
