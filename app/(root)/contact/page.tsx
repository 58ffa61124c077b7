import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const contactPage = defaultEdition.pages.contact;

export const metadata = pageMetadata(contactPage.path);

export default function Page() {
  return <PageBlocks page={contactPage} edition={defaultEdition} />;
}
