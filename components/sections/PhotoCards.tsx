import { HeadedSection } from '@/components/ui/HeadedSection';
import { Picture } from '@/components/ui/Picture';
import type { BlockOf } from '@/content/blocks';

/** Cards each led by a photograph, three across from small screens. */
export function PhotoCards({ block }: { block: BlockOf<'photoCards'> }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <ul className="mt-14 grid gap-10 sm:grid-cols-3 sm:gap-6 lg:gap-10">
        {block.items.map((item) => (
          <li key={item.title}>
            <Picture
              id={item.image}
              sizes="(min-width: 1216px) 360px, (min-width: 640px) 30vw, 100vw"
              className="aspect-[4/3] rounded-2xl sm:aspect-[4/5]"
            />
            <h3 className="mt-5 text-2xl text-ink sm:text-3xl">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-soft">{item.text}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
