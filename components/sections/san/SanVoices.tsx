import { QuoteCard } from '@/components/ui/QuoteCard';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { sanVoices } from '@/content/pages/san';

/** What the people of the valley and early visitors say about the work. */
export function SanVoices() {
  return (
    <Section id="voices" tone="sand" aria-labelledby="san-voices-title">
      <SectionHeading id="san-voices-title" eyebrow={sanVoices.eyebrow} title={sanVoices.title} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {sanVoices.items.map((v) => (
          <li key={v.guest}>
            <QuoteCard quote={v.quote} author={v.guest} context={v.context} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
