import { Gallery } from '@/components/ui/Gallery';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { sanGalleries } from '@/content/pages/san';

/** The restoration in photographs, one gallery per part of the land. */
export function SanGalleries() {
  return (
    <Section id="galleries" tone="sand" aria-labelledby="san-galleries-title">
      <SectionHeading
        id="san-galleries-title"
        eyebrow={sanGalleries.eyebrow}
        title={sanGalleries.title}
        lead={<p>{sanGalleries.lead}</p>}
      />
      <Gallery
        ids={sanGalleries.ids}
        label="SAN gallery"
        grouped
        groupLayout="columns"
        groupIntros={sanGalleries.intros}
        className="mt-12"
      />
    </Section>
  );
}
