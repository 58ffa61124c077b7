import { CollaborateInvitation } from '@/components/sections/home/CollaborateInvitation';
import { ProjectsHero } from '@/components/sections/projects/ProjectsHero';
import { PropertySection } from '@/components/sections/projects/PropertySection';
import { RestorationRitual } from '@/components/sections/projects/RestorationRitual';
import { TrinityIntro } from '@/components/sections/projects/TrinityIntro';
import { WhyFirst } from '@/components/sections/projects/WhyFirst';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/projects');

export default function Page() {
  return (
    <>
      <ProjectsHero />
      <TrinityIntro />
      <PropertySection property="chaaya" tone="linen" />
      <PropertySection property="san" imageSide="right" />
      <PropertySection property="awoka" tone="linen" />
      <RestorationRitual />
      <WhyFirst />
      <CollaborateInvitation id="collaborate" />
    </>
  );
}
