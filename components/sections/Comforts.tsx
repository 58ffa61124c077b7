import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import type { BlockOf } from '@/content/blocks';
import { framed, type Frame } from '@/components/ui/frame';

/** The house's comforts: an icon and a line each, two columns from small screens. */
export function Comforts({ block, frame }: { block: BlockOf<'comforts'>; frame?: Frame }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading} {...framed(frame)}>
      <ul className="mt-10 grid gap-x-8 gap-y-1 sm:grid-cols-2">
        {block.items.map((item) => (
          <li key={item.title} className="flex items-center gap-4 border-b border-ink/10 py-4">
            <Icon name={item.icon} className="size-5 shrink-0 text-clay" strokeWidth={1.75} />
            <span>{item.title}</span>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
