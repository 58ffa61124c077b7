import { PageBlocks } from '@/components/sections/PageBlocks';
import { awokaPage } from '@/lib/content/pages/awoka';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(awokaPage.path);

export default function Page() {
  return <PageBlocks page={awokaPage} />;
}
