import { QuoteCard } from '@/components/ui/QuoteCard';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { chaayaLetters } from '@/content/pages/chaaya';
import { guestLetters } from '@/content/testimonials';

/** Letters guests left at the house: the quote, its context, the guest's first name and initial. */
export function GuestLetters() {
  return (
    <Section id="guest-letters" tone="sand" aria-labelledby="guest-letters-title">
      <SectionHeading
        id="guest-letters-title"
        eyebrow={chaayaLetters.eyebrow}
        title={chaayaLetters.title}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {guestLetters.map((letter) => (
          <li key={letter.guest}>
            <QuoteCard quote={letter.quote} author={letter.guest} context={letter.context} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
