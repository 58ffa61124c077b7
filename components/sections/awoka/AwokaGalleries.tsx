import { Gallery } from '@/components/ui/Gallery';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { awokaGalleries } from '@/content/pages/awoka';

/** The three groups: future sacred spaces, the high-altitude sanctuary, the sacred environment. */
export function AwokaGalleries() {
  return (
    <Section
      id="galleries"
      width="full"
      className="border-t border-ink/10 py-14 sm:py-20"
      aria-labelledby="awoka-galleries-title"
    >
      <SectionHeading
        id="awoka-galleries-title"
        eyebrow={awokaGalleries.eyebrow}
        title={awokaGalleries.title}
        lead={<p>{awokaGalleries.lead}</p>}
      />
      <Gallery
        ids={awokaGalleries.ids}
        label="Adhyatmic House gallery"
        grouped
        groupIntros={awokaGalleries.intros}
        className="mt-12"
      />
    </Section>
  );
}
