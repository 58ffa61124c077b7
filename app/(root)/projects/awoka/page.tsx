import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const awokaPage = defaultEdition.pages.awoka;

export const metadata = pageMetadata(awokaPage.path);

export default function Page() {
  return <PageBlocks page={awokaPage} edition={defaultEdition} />;
}
