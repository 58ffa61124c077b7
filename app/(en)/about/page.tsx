import { PageBlocks } from '@/components/sections/PageBlocks';
import { aboutPage } from '@/lib/content/pages/about';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(aboutPage.path);

export default function Page() {
  return <PageBlocks page={aboutPage} />;
}
