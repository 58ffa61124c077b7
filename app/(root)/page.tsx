import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const homePage = defaultEdition.pages.home;

export const metadata = pageMetadata(homePage.path);

export default function Page() {
  return <PageBlocks page={homePage} edition={defaultEdition} />;
}
