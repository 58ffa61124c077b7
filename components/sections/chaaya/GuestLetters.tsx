import { HeadedSection } from '@/components/ui/HeadedSection';
import { QuoteGrid } from '@/components/ui/QuoteGrid';
import { chaayaLetters } from '@/content/pages/chaaya';
import { guestLetters } from '@/content/testimonials';

/** Letters guests left at the house: the quote, its context, the guest's first name and initial. */
export function GuestLetters() {
  return (
    <HeadedSection id="guest-letters" tone="sand" heading={chaayaLetters}>
      <QuoteGrid quotes={guestLetters} />
    </HeadedSection>
  );
}
