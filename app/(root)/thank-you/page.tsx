import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const thankYouPage = defaultEdition.pages.thankYou;

export const metadata = pageMetadata(thankYouPage.path);

export default function Page() {
  return <PageBlocks page={thankYouPage} edition={defaultEdition} />;
}
