import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf } from '@/content/blocks';

/** Terms and what they mean, each under a hairline: three across on wide screens. */
export function Definitions({ block }: { block: BlockOf<'definitions'> }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <dl className="mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item) => (
          <div key={item.title} className="border-t border-ink/10 pt-5">
            <dt className="font-display text-2xl text-ink">{item.title}</dt>
            <dd className="mt-2 leading-relaxed text-ink-soft">{item.text}</dd>
          </div>
        ))}
      </dl>
    </HeadedSection>
  );
}
