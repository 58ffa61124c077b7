import { Gallery } from './Gallery';
import { HeadedSection } from './HeadedSection';
import type { SectionTone } from './Section';

type GallerySectionProps = {
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
  content,
  label,
  groupLayout,
  tone,
  width,
  className,
}: GallerySectionProps) {
  return (
    <HeadedSection id="galleries" heading={content} tone={tone} width={width} className={className}>
      <Gallery
        ids={content.ids}
        label={label}
        grouped
        groupLayout={groupLayout}
        groupIntros={content.intros}
        className="mt-12"
      />
    </HeadedSection>
  );
}
