import { ActionButton } from '@/components/ui/ActionButton';
import { Badge } from '@/components/ui/Badge';
import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Picture } from '@/components/ui/Picture';
import { SeasonRates } from '@/components/ui/SeasonRates';
import type { VariantBlock } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { formatRate, TAX_UNSTATED } from '@/lib/content/format';

/** The heritage rooms in photographs, each with its rate. */
export function Rooms({
  block,
  edition,
}: {
  block: VariantBlock<'cards', 'rooms'>;
  edition: Edition;
}) {
  const { interface: interfaceWords, rooms } = edition.texts;
  return (
    <HeadedSection
      id={block.id}
      tone={block.tone}
      heading={block.heading}
      action={<ActionButton edition={edition} action={block.action} variant="secondary" />}
    >
      <CardGrid className="gap-8">
        {rooms.map((room) => (
          <li key={room.id}>
            <article aria-labelledby={`room-${room.id}`} className="flex h-full flex-col">
              <div className="relative">
                <Picture
                  edition={edition}
                  id={room.image}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="aspect-[4/3] rounded-2xl shadow-sm"
                />
                <Badge className="absolute top-4 left-4 bg-linen/95 shadow-sm">{room.badge}</Badge>
              </div>
              <h3 id={`room-${room.id}`} className="mt-5 text-3xl">
                {room.title}
              </h3>
              <p className="mt-1 text-ink-soft">{room.subtitle}</p>
              <p className="mt-3 font-semibold text-clay-deep">
                {formatRate(room, TAX_UNSTATED, interfaceWords.rates)}
              </p>
              <SeasonRates edition={edition} room={room} className="mt-1 text-base" />
            </article>
          </li>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
