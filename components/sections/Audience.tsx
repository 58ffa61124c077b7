import { ActionButton } from '@/components/ui/ActionButton';
import { CardGrid } from '@/components/ui/CardGrid';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { framed, type Frame } from '@/components/ui/frame';

/** Who a place is for, a card each, then the question that decides it on a night panel. */
export function Audience({
  block,
  edition,
  frame,
}: {
  block: BlockOf<'audience'>;
  edition: Edition;
  frame?: Frame;
}) {
  return (
    <HeadedSection id={block.id} heading={block.heading} {...framed(frame)}>
      <CardGrid as="div" columns={2} from="sm" className="mt-10 gap-5">
        {block.items.map((item) => (
          <FeatureCard
            key={item.title}
            as="article"
            surface="flat"
            className="bg-dusk-soft/60 ring-dusk/10"
            title={item.title}
            titleClassName="text-dusk sm:text-3xl"
            text={item.text}
          />
        ))}
      </CardGrid>
      <div className="mt-12 rounded-2xl bg-night px-6 py-10 text-center sm:px-10 sm:py-12">
        <p className="font-display text-3xl leading-snug text-linen italic sm:text-4xl">
          {block.question}
        </p>
        <ActionButton edition={edition} action={block.action} variant="light" className="mt-8" />
      </div>
    </HeadedSection>
  );
}
