import { PageBlocks } from '@/components/sections/PageBlocks';
import { defaultEdition } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const projectsPage = defaultEdition.pages.projects;

export const metadata = pageMetadata(projectsPage.path);

export default function Page() {
  return <PageBlocks page={projectsPage} edition={defaultEdition} />;
}
