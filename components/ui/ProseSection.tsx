import { Section, type SectionTone } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';

type ProseSectionProps = {
  id: string;
  headingId: string;
  content: { eyebrow: string; title: string; paragraphs: readonly string[] };
  tone?: SectionTone;
  width?: 'site' | 'prose' | 'full';
  className?: string;
};

/** A heading and a few paragraphs of prose, all from content. */
export function ProseSection({
  id,
  headingId,
  content,
  tone,
  width,
  className,
}: ProseSectionProps) {
  return (
    <Section id={id} tone={tone} width={width} className={className} aria-labelledby={headingId}>
      <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} />
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-soft">
        {content.paragraphs.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
    </Section>
  );
}
