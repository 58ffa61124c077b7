import { HeadedSection } from '@/components/ui/HeadedSection';
import { NumberedSteps } from '@/components/ui/NumberedSteps';
import { restorationRitual as c } from '@/content/pages/projects';

/** The four stages every home goes through, in order. */
export function RestorationRitual() {
  return (
    <HeadedSection id="restoration-ritual" tone="night" heading={c}>
      <NumberedSteps
        steps={c.steps}
        accent="clay"
        className="mt-14 gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8"
      />
    </HeadedSection>
  );
}
