import { PageBlocks } from '@/components/sections/PageBlocks';
import { editions } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const chaayaPage = editions.en.pages.chaaya;

export const metadata = pageMetadata(chaayaPage.path);

export default function Page() {
  return <PageBlocks page={chaayaPage} />;
}
