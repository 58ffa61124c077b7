import { PageBlocks } from '@/components/sections/PageBlocks';
import { editions } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const thankYouPage = editions.en.pages.thankYou;

export const metadata = pageMetadata(thankYouPage.path);

export default function Page() {
  return <PageBlocks page={thankYouPage} />;
}
