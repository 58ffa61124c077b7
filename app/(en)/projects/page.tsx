import { PageBlocks } from '@/components/sections/PageBlocks';
import { projectsPage } from '@/lib/content/pages/projects';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(projectsPage.path);

export default function Page() {
  return <PageBlocks page={projectsPage} />;
}
