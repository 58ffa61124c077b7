import { PageBlocks } from '@/components/sections/PageBlocks';
import { homePage } from '@/lib/content/pages/home';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(homePage.path);

export default function Page() {
  return <PageBlocks page={homePage} />;
}
