import { PageHero } from '@/components/ui/PageHero';
import { projectsHero } from '@/content/pages/projects';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/projects');

export default function Page() {
  return (
    <PageHero
      image={projectsHero.image}
      title={projectsHero.title}
      lead={<p>{projectsHero.lead}</p>}
      eyebrow={
        <p className="text-sm font-semibold tracking-[0.2em] text-clay-soft uppercase">
          {projectsHero.eyebrow}
        </p>
      }
    />
  );
}
