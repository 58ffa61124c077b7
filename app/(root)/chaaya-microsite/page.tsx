import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const micrositePage = defaultEdition.pages.microsite;

export const metadata = pageMetadata(micrositePage.path);

export default function Page() {
  return <PageBlocks page={micrositePage} edition={defaultEdition} />;
}
