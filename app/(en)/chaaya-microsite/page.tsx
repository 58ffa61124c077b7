import { PageBlocks } from '@/components/sections/PageBlocks';
import { editions } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const micrositePage = editions.en.pages.microsite;

export const metadata = pageMetadata(micrositePage.path);

export default function Page() {
  return <PageBlocks page={micrositePage} />;
}
