import { PageBlocks } from '@/components/sections/PageBlocks';
import { sanPage } from '@/lib/content/pages/san';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(sanPage.path);

export default function Page() {
  return <PageBlocks page={sanPage} />;
}
