import { PageBlocks } from '@/components/sections/PageBlocks';
import { editions } from '@/lib/content/editions';
import { pageMetadata } from '@/lib/metadata';

const projectsPage = editions.en.pages.projects;

export const metadata = pageMetadata(projectsPage.path);

export default function Page() {
  return <PageBlocks page={projectsPage} />;
}
