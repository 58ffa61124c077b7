import { ActionButton } from '@/components/ui/ActionButton';
import { Card } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/CardGrid';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Picture } from '@/components/ui/Picture';
import type { VariantBlock } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';

/** Ways in side by side, each a photograph, a few lines and the chat it opens. */
export function Paths({
  block,
  edition,
}: {
  block: VariantBlock<'cards', 'ways'>;
  edition: Edition;
}) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <CardGrid as="div" columns={2} className="gap-8 lg:gap-10">
        {block.ways.map((path) => {
          const headingId = `path-${path.id}-title`;
          return (
            <Card
              key={path.id}
              as="article"
              aria-labelledby={headingId}
              className="flex flex-col overflow-hidden p-0"
            >
              <Picture
                edition={edition}
                id={path.image}
                sizes="(min-width: 1216px) 584px, (min-width: 768px) 46vw, 100vw"
                pictureClassName="aspect-[3/2] overflow-hidden"
                className="h-full"
              />
              <div className="flex flex-1 flex-col p-7 sm:p-9">
                <Eyebrow className="text-clay">{path.eyebrow}</Eyebrow>
                <h3 id={headingId} className="mt-2 text-3xl sm:text-4xl">
                  {path.title}
                </h3>
                <p className="mt-4 flex-1 leading-relaxed text-ink-soft">{path.text}</p>
                <ActionButton edition={edition} action={path.action} className="mt-8 self-start" />
              </div>
            </Card>
          );
        })}
      </CardGrid>
    </HeadedSection>
  );
}
