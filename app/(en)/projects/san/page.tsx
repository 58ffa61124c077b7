import { PageBlocks } from '@/components/sections/PageBlocks';
import { editions } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const sanPage = editions.en.pages.san;

export const metadata = pageMetadata(sanPage.path);

export default function Page() {
  return <PageBlocks page={sanPage} />;
}
