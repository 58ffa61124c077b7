import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const chaayaPage = defaultEdition.pages.chaaya;

export const metadata = pageMetadata(chaayaPage.path);

export default function Page() {
  return <PageBlocks page={chaayaPage} edition={defaultEdition} />;
}
