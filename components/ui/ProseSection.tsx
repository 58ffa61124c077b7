import { HeadedSection } from './HeadedSection';
import type { SectionTone } from './Section';

type ProseSectionProps = {
  id: string;
  content: { eyebrow: string; title: string; paragraphs: readonly string[] };
  tone?: SectionTone;
  width?: 'site' | 'prose' | 'full';
  className?: string;
};

/** A heading and a few paragraphs of prose, all from content. */
export function ProseSection({ id, content, tone, width, className }: ProseSectionProps) {
  return (
    <HeadedSection id={id} heading={content} tone={tone} width={width} className={className}>
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-soft">
        {content.paragraphs.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
    </HeadedSection>
  );
}
