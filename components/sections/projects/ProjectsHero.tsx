import { ArrowDown } from 'lucide-react';
import { ButtonLink, buttonClasses } from '@/components/ui/ButtonLink';
import { PageHero } from '@/components/ui/PageHero';
import { projectsHero as c } from '@/content/pages/projects';
import { InPageLink } from '@/components/ui/InPageLink';
import { Eyebrow } from '@/components/ui/Eyebrow';

export function ProjectsHero() {
  return (
    <PageHero
      image={c.image}
      height="tall"
      title={c.title}
      lead={<p>{c.lead}</p>}
      eyebrow={
        <Eyebrow tracking="hero" className="text-clay-soft">
          {c.eyebrow}
        </Eyebrow>
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <InPageLink href="#trinity-intro" className={buttonClasses('primary')}>
          {c.scrollButton}
          <ArrowDown aria-hidden="true" className="size-4" />
        </InPageLink>
        <ButtonLink href="/contact" variant="outlineLight">
          {c.contactLink}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
