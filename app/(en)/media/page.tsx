import { PageBlocks } from '@/components/sections/PageBlocks';
import { mediaPage } from '@/lib/content/pages/media';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(mediaPage.path);

export default function Page() {
  return <PageBlocks page={mediaPage} />;
}
