import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const wireframePage = defaultEdition.pages.wireframe;

export const metadata = pageMetadata(wireframePage.path);

export default function Page() {
  return <PageBlocks page={wireframePage} edition={defaultEdition} />;
}
