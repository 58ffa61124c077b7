import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf } from '@/lib/content/blocks';
import { framed, type Frame } from '@/components/ui/frame';

/** A heading and a few paragraphs of prose. */
export function Prose({ block, frame }: { block: BlockOf<'prose'>; frame?: Frame }) {
  return (
    <HeadedSection id={block.id} heading={block.heading} tone={block.tone} {...framed(frame)}>
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-soft">
        {block.text.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
    </HeadedSection>
  );
}
