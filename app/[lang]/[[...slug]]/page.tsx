import { notFound } from 'next/navigation';
import { PageBlocks } from '@/components/sections/PageBlocks';
import { editionOf } from '@/lib/content/editions';
import { getPage, pagesOf } from '@/lib/content/routes';
import { pageMetadata } from '@/lib/metadata';

type Params = { params: Promise<{ lang: string; slug?: string[] }> };

const pathOf = (slug: readonly string[] = []) => `/${slug.join('/')}`;

// Every page of another language is its default-language twin's path under /<code>; no other
// path exists.
export const dynamicParams = false;

export async function generateStaticParams({
  params,
}: {
  params: { lang: string };
}): Promise<{ slug: string[] }[]> {
  return pagesOf(params.lang).map((p) => ({ slug: p.path.split('/').filter(Boolean) }));
}

export async function generateMetadata({ params }: Params) {
  const { lang, slug } = await params;
  return pageMetadata(pathOf(slug), lang);
}

export default async function Page({ params }: Params) {
  const { lang, slug } = await params;
  const path = pathOf(slug);
  if (!pagesOf(lang).some((p) => p.path === path)) notFound();
  return <PageBlocks page={getPage(path, lang)} edition={editionOf(lang)} />;
}
