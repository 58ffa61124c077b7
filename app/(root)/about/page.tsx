import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const aboutPage = defaultEdition.pages.about;

export const metadata = pageMetadata(aboutPage.path);

export default function Page() {
  return <PageBlocks page={aboutPage} edition={defaultEdition} />;
}
