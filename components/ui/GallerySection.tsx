import { Gallery } from '@/components/ui/Gallery';
import { Section, type SectionTone } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';

type GallerySectionProps = {
  headingId: string;
  content: {
    eyebrow: string;
    title: string;
    lead: string;
    ids: readonly string[];
    intros?: Readonly<Record<string, string>>;
  };
  /** Accessible name of the gallery itself. */
  label: string;
  groupLayout?: 'rows' | 'columns';
  tone?: SectionTone;
  width?: 'site' | 'prose' | 'full';
  className?: string;
};

/** A property's photographs grouped by category, under a heading and a lead from content. */
export function GallerySection({
  headingId,
  content,
  label,
  groupLayout,
  tone,
  width,
  className,
}: GallerySectionProps) {
  return (
    <Section
      id="galleries"
      tone={tone}
      width={width}
      className={className}
      aria-labelledby={headingId}
    >
      <SectionHeading
        id={headingId}
        eyebrow={content.eyebrow}
        title={content.title}
        lead={<p>{content.lead}</p>}
      />
      <Gallery
        ids={content.ids}
        label={label}
        grouped
        groupLayout={groupLayout}
        groupIntros={content.intros}
        className="mt-12"
      />
    </Section>
  );
}
