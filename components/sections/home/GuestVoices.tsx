import { HeadedSection } from '@/components/ui/HeadedSection';
import { QuoteGrid } from '@/components/ui/QuoteGrid';
import { guestVoices as c } from '@/content/pages/home';

/** What guests wrote after their stays. */
export function GuestVoices() {
  return (
    <HeadedSection id="guest-voices" heading={c} align="center">
      <QuoteGrid quotes={c.quotes} className="mt-14" />
    </HeadedSection>
  );
}
