import { HeadedSection } from '@/components/ui/HeadedSection';
import { QuoteGrid } from '@/components/ui/QuoteGrid';
import { awokaVoices } from '@/content/pages/awoka';

/** Four voices from people already drawn to the vision. */
export function AwokaVoices() {
  return (
    <HeadedSection
      id="voices"
      width="full"
      className="border-t border-ink/10 py-14 sm:py-20"
      heading={awokaVoices}
    >
      <QuoteGrid quotes={awokaVoices.items} columns={2} from="sm" className="mt-10 gap-5" />
    </HeadedSection>
  );
}
