import { notFound } from 'next/navigation';
import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { findPage, pathOf, slugsOf } from '@/lib/content/routes';
import { pageMetadata } from '@/lib/metadata';

type Params = { params: Promise<{ slug?: string[] }> };

// Every page of content/pages/ at its own address; no other path exists.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string[] }[] {
  return slugsOf(defaultEdition.lang);
}

export async function generateMetadata({ params }: Params) {
  return pageMetadata(pathOf((await params).slug));
}

export default async function Page({ params }: Params) {
  const page = findPage(pathOf((await params).slug));
  if (!page) notFound();
  return <PageBlocks page={page} edition={defaultEdition} />;
}
