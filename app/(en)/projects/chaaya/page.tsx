import { PageBlocks } from '@/components/sections/PageBlocks';
import { chaayaPage } from '@/lib/content/pages/chaaya';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(chaayaPage.path);

export default function Page() {
  return <PageBlocks page={chaayaPage} />;
}
