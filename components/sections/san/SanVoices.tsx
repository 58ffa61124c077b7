import { HeadedSection } from '@/components/ui/HeadedSection';
import { QuoteGrid } from '@/components/ui/QuoteGrid';
import { sanVoices } from '@/content/pages/san';

/** What the people of the valley and early visitors say about the work. */
export function SanVoices() {
  return (
    <HeadedSection id="voices" tone="sand" heading={sanVoices}>
      <QuoteGrid quotes={sanVoices.items} />
    </HeadedSection>
  );
}
