import { QuoteCard } from '@/components/ui/QuoteCard';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { guestVoices as c } from '@/content/pages/home';

/** What guests wrote after their stays. */
export function GuestVoices() {
  return (
    <Section id="guest-voices" aria-labelledby="guest-voices-title">
      <SectionHeading id="guest-voices-title" eyebrow={c.eyebrow} title={c.title} align="center" />
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {c.quotes.map((q) => (
          <li key={q.guest}>
            <QuoteCard quote={q.quote} author={q.guest} context={q.context} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
