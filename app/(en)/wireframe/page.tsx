import { PageBlocks } from '@/components/sections/PageBlocks';
import { wireframePage } from '@/lib/content/pages/wireframe';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(wireframePage.path);

export default function Page() {
  return <PageBlocks page={wireframePage} />;
}
