import { PageBlocks } from '@/components/sections/PageBlocks';
import { contactPage } from '@/lib/content/pages/contact';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(contactPage.path);

export default function Page() {
  return <PageBlocks page={contactPage} />;
}
