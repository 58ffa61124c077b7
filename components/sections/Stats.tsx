import { Section } from '@/components/ui/Section';
import { StatList } from '@/components/ui/StatList';
import type { BlockOf } from '@/lib/content/blocks';

/** A band of large figures, named for assistive technology by its label (it has no heading). */
export function Stats({ block }: { block: BlockOf<'stats'> }) {
  return (
    <Section tone={block.tone} aria-label={block.label} className="py-12 sm:py-16">
      <StatList stats={block.items} label={block.label} className="text-center" />
    </Section>
  );
}
