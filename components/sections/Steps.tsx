import { HeadedSection } from '@/components/ui/HeadedSection';
import { NumberedSteps } from '@/components/ui/NumberedSteps';
import type { BlockOf } from '@/lib/content/blocks';

const layouts = {
  3: 'mt-12 md:grid-cols-3',
  4: 'mt-14 gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8',
} as const;

/** Stages in order under large numerals; light on the night band. */
export function Steps({ block }: { block: BlockOf<'steps'> }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <NumberedSteps
        steps={block.items}
        accent={block.tone === 'night' ? 'clay' : 'moss'}
        className={layouts[block.columns]}
      />
    </HeadedSection>
  );
}
