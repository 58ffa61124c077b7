import { HeadedSection } from '@/components/ui/HeadedSection';
import { chaayaGeography } from '@/content/pages/chaaya';
import { TravelFacts } from './TravelFacts';

/** Where the house stands and how far it is from the nearest town and railway. */
export function Geography() {
  return (
    <HeadedSection id="geography" block heading={chaayaGeography}>
      <TravelFacts className="mt-10" />
    </HeadedSection>
  );
}
