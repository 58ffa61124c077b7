import { HeadedSection } from '@/components/ui/HeadedSection';
import { NumberedSteps } from '@/components/ui/NumberedSteps';
import { sanFuturePlans } from '@/content/pages/san';

/** The stages ahead, in the order they will happen. */
export function SanFuturePlans() {
  return (
    <HeadedSection id="future-plans" heading={sanFuturePlans}>
      <NumberedSteps steps={sanFuturePlans.plans} className="mt-12 md:grid-cols-3" />
    </HeadedSection>
  );
}
