import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { awokaArrival } from '@/content/pages/awoka';

/** No date, on purpose: how the house will arrive and who will hear first. */
export function AwokaArrival() {
  return (
    <Section
      id="when-it-will-arrive"
      width="full"
      className="border-t border-ink/10 pt-14 sm:pt-20"
      aria-labelledby="awoka-arrival-title"
    >
      <SectionHeading
        id="awoka-arrival-title"
        eyebrow={awokaArrival.eyebrow}
        title={awokaArrival.title}
      />
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-soft">
        {awokaArrival.paragraphs.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
    </Section>
  );
}
