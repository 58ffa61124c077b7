import { PageBlocks } from '@/components/sections/PageBlocks';
import { editions } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const wireframePage = editions.en.pages.wireframe;

export const metadata = pageMetadata(wireframePage.path);

export default function Page() {
  return <PageBlocks page={wireframePage} />;
}
