import { notFound } from 'next/navigation';
import { PageBlocks } from '@/components/sections/PageBlocks';
import { getPage, pagesIn } from '@/lib/content/routes';
import { setLang } from '@/lib/edition';
import { pageMetadata } from '@/lib/metadata';

type Params = { params: Promise<{ slug?: string[] }> };

const pathOf = (slug: readonly string[] = []) => `/${slug.join('/')}`;

// Every Hindi page is its English twin's path under /hi; no other path exists.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string[] }[] {
  return pagesIn.hi.map((p) => ({ slug: p.path.split('/').filter(Boolean) }));
}

export async function generateMetadata({ params }: Params) {
  return pageMetadata(pathOf((await params).slug), 'hi');
}

export default async function Page({ params }: Params) {
  setLang('hi');
  const path = pathOf((await params).slug);
  if (!pagesIn.hi.some((p) => p.path === path)) notFound();
  return <PageBlocks page={getPage(path, 'hi')} />;
}
