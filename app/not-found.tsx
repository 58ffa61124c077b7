import { PageBlocks } from '@/components/sections/PageBlocks';
import { notFoundPage } from '@/content/pages/not-found';
import { notFoundMetadata } from '@/lib/metadata';

export const metadata = notFoundMetadata(notFoundPage.title, notFoundPage.description);

export default function NotFound() {
  return <PageBlocks page={notFoundPage} />;
}
