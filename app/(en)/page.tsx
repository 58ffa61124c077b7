import { PageBlocks } from '@/components/sections/PageBlocks';
import { editions } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const homePage = editions.en.pages.home;

export const metadata = pageMetadata(homePage.path);

export default function Page() {
  return <PageBlocks page={homePage} />;
}
