import { notFound } from 'next/navigation';
import { PageBlocks } from '@/components/sections/PageBlocks';
import { findPage, pathOf, slugsOf } from '@/lib/content/routes';
import { setLang } from '@/lib/edition';
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
  setLang(lang);
  const page = findPage(pathOf(slug), lang);
  if (!page) notFound();
  return <PageBlocks page={page} />;
}
