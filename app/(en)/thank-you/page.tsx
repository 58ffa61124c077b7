import { PageBlocks } from '@/components/sections/PageBlocks';
import { thankYouPage } from '@/lib/content/pages/thank-you';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(thankYouPage.path);

export default function Page() {
  return <PageBlocks page={thankYouPage} />;
}
