import { notFound } from 'next/navigation';
import { PageBlocks } from '@/components/sections/PageBlocks';
import { editionOf } from '@/lib/content/editions';
import { findPage, pathOf, slugsOf } from '@/lib/content/routes';
import { pageMetadata } from '@/lib/metadata';

type Params = { params: Promise<{ lang: string; slug?: string[] }> };

// Every page of another language is its default-language twin's path under /<code>; no other
// path exists.
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { lang: string } }) {
  return slugsOf(params.lang);
}

export async function generateMetadata({ params }: Params) {
  const { lang, slug } = await params;
  return pageMetadata(pathOf(slug), lang);
}

export default async function Page({ params }: Params) {
  const { lang, slug } = await params;
  const page = findPage(pathOf(slug), lang);
  if (!page) notFound();
  return <PageBlocks page={page} edition={editionOf(lang)} />;
}
