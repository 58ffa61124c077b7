import { Section, type SectionTone } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { experiences as allExperiences, type Experience } from '@/content/experiences';
import { timings } from '@/content/facts';
import { IconDisc } from './IconDisc';

type LocalExperiencesProps = {
  id: string;
  heading: { eyebrow: string; title: string; lead: string };
  /** Defaults to content/experiences.ts; tests pass their own. */
  experiences?: readonly Experience[];
  tone?: SectionTone;
};

/**
 * Life around Chaaya. The spec allows at most `timings.maxLifeExperiences` on a page, however
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
            <li
              key={exp.title}
              className="flex flex-col rounded-2xl bg-linen p-7 shadow-sm ring-1 ring-ink/5"
            >
              <IconDisc name={exp.icon} />
              <h3 className="mt-5 text-2xl">{exp.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{exp.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
