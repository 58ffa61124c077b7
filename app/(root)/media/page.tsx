import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const mediaPage = defaultEdition.pages.media;

export const metadata = pageMetadata(mediaPage.path);

export default function Page() {
  return <PageBlocks page={mediaPage} edition={defaultEdition} />;
}
