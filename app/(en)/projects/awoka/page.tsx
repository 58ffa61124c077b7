import { PageBlocks } from '@/components/sections/PageBlocks';
import { editions } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const awokaPage = editions.en.pages.awoka;

export const metadata = pageMetadata(awokaPage.path);

export default function Page() {
  return <PageBlocks page={awokaPage} />;
}
