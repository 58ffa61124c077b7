import { PageBlocks } from '@/components/sections/PageBlocks';
import { micrositePage } from '@/lib/content/pages/microsite';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(micrositePage.path);

export default function Page() {
  return <PageBlocks page={micrositePage} />;
}
