import { QuoteCard } from '@/components/ui/QuoteCard';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { awokaVoices } from '@/content/pages/awoka';

/** Four voices from people already drawn to the vision. */
export function AwokaVoices() {
  return (
    <Section
      id="voices"
      width="full"
      className="border-t border-ink/10 py-14 sm:py-20"
      aria-labelledby="awoka-voices-title"
    >
      <SectionHeading
        id="awoka-voices-title"
        eyebrow={awokaVoices.eyebrow}
        title={awokaVoices.title}
      />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2">
        {awokaVoices.items.map((v) => (
          <li key={v.guest}>
            <QuoteCard quote={v.quote} author={v.guest} context={v.context} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
