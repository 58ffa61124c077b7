import { PageBlocks } from '@/components/sections/PageBlocks';
import { editions } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const mediaPage = editions.en.pages.media;

export const metadata = pageMetadata(mediaPage.path);

export default function Page() {
  return <PageBlocks page={mediaPage} />;
}
