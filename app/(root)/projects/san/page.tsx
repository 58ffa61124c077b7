import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const sanPage = defaultEdition.pages.san;

export const metadata = pageMetadata(sanPage.path);

export default function Page() {
  return <PageBlocks page={sanPage} edition={defaultEdition} />;
}
