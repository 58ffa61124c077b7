import { Check } from 'lucide-react';
import { ActionButton } from '@/components/ui/ActionButton';
import { Badge } from '@/components/ui/Badge';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Picture } from '@/components/ui/Picture';
import { RoomPrice } from '@/components/ui/RoomPrice';
import { SeasonRates } from '@/components/ui/SeasonRates';
import { RoomTabs } from '@/components/ui/islands';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { fill } from '@/lib/content/format';
import type { Room } from '@/lib/content/rooms';

type RoomTabsBlock = BlockOf<'roomTabs'>;

/** One room's panel: photo, badge, story, features, rate and a way to reserve it. */
function RoomPanel({
  room,
  block,
  edition,
}: {
  room: Room;
  block: RoomTabsBlock;
  edition: Edition;
}) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
      <div className="relative">
        <Picture
          edition={edition}
          id={room.image}
          sizes="(min-width: 1024px) 40rem, 100vw"
          className="aspect-[4/3] rounded-2xl shadow-md"
        />
        <Badge className="absolute top-4 left-4 bg-linen/95 shadow-sm">{room.badge}</Badge>
      </div>
      <div>
        <Eyebrow tracking="label" className="text-clay">
          {room.subtitle}
        </Eyebrow>
        <h3 className="mt-2 text-4xl">{room.title}</h3>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">{room.description}</p>
        <div
          role="group"
          aria-label={fill(block.featuresLabel, { room: room.title })}
          className="mt-6"
        >
          <ul className="space-y-2.5">
            {room.features.map((f) => (
              <li key={f} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-moss" />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4 border-t border-ink/10 pt-6">
          <p>
            <RoomPrice edition={edition} room={room} amountClassName="text-4xl" />
            <SeasonRates edition={edition} room={room} className="mt-1" />
          </p>
          {/* Every panel has this button: the room's title tells a screen reader which is which. */}
          <ActionButton edition={edition} action={block.reserve}>
            <span className="sr-only">: {room.title}</span>
          </ActionButton>
        </div>
      </div>
    </div>
  );
}

/** The rooms as tabs, opening on the one content names. */
export function RoomSelector({ block, edition }: { block: RoomTabsBlock; edition: Edition }) {
  const { rooms } = edition.texts;
  return (
    <HeadedSection
      id={block.id}
      tone={block.tone}
      heading={block.heading}
      align="center"
      headingClassName="mb-10"
    >
      <RoomTabs
        label={block.tabsLabel}
        defaultValue={block.open}
        tabs={rooms.map((room) => ({
          value: room.id,
          label: room.tabLabel,
          panel: <RoomPanel edition={edition} room={room} block={block} />,
        }))}
      />
    </HeadedSection>
  );
}
