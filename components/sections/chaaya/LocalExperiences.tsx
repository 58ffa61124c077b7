import { Section, type SectionTone } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { experiences as allExperiences, type Experience } from '@/content/experiences';
import { timings } from '@/content/facts';
import { FeatureCard } from '@/components/ui/FeatureCard';

type LocalExperiencesProps = {
  id: string;
  heading: { eyebrow: string; title: string; lead: string };
  /** Defaults to content/experiences.ts; tests pass their own. */
  experiences?: readonly Experience[];
  tone?: SectionTone;
};

/**
 * Life around Chaaya. A page shows at most `timings.maxLifeExperiences`, however
 * many the content lists, so the cap lives here rather than in the data.
 */
export function LocalExperiences({
  id,
  heading,
  experiences = allExperiences,
  tone = 'parchment',
}: LocalExperiencesProps) {
  const shown = experiences.slice(0, timings.maxLifeExperiences);
  const headingId = `${id}-title`;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <SectionHeading
          id={headingId}
          eyebrow={heading.eyebrow}
          title={heading.title}
          lead={<p>{heading.lead}</p>}
          className="mb-4 sm:col-span-2 lg:col-span-1 lg:mb-0 lg:pr-6"
        />
        {/* display: contents lets the cards share the heading's grid (the section carries the name). */}
        <ul className="contents">
          {shown.map((exp) => (
            <FeatureCard key={exp.title} icon={exp.icon} title={exp.title} text={exp.description} />
          ))}
        </ul>
      </div>
    </Section>
  );
}
