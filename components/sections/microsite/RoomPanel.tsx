import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { ChatButton } from '@/components/ui/ChatButton';
import { Picture } from '@/components/ui/Picture';
import { type Room } from '@/content/rooms';
import { RoomPrice } from '@/components/ui/RoomPrice';
import { Eyebrow } from '@/components/ui/Eyebrow';

/** One room in the selector: photo, badge, story, five features, rate and a way to reserve. */
export function RoomPanel({ room }: { room: Room }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
      <div className="relative">
        <Picture
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
        <div role="group" aria-label={`${room.title} features`} className="mt-6">
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
          <RoomPrice as="p" room={room} amountClassName="text-4xl" />
          <ChatButton message="booking">
            Reserve This Room<span className="sr-only">: {room.title}</span>
          </ChatButton>
        </div>
      </div>
    </div>
  );
}
