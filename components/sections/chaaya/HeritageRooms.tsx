import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { chaayaRoomsIntro } from '@/content/pages/chaaya';
import { formatRoomPrice, rooms } from '@/content/rooms';

/** The three heritage rooms in photographs, each with its rate. */
export function HeritageRooms() {
  return (
    <Section id="rooms" tone="sand" aria-labelledby="rooms-title">
      <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
        <SectionHeading
          id="rooms-title"
          eyebrow={chaayaRoomsIntro.eyebrow}
          title={chaayaRoomsIntro.title}
          lead={<p>{chaayaRoomsIntro.lead}</p>}
        />
        <ButtonLink href="/chaaya-microsite#rooms" variant="secondary" className="shrink-0">
          Compare the rooms
        </ButtonLink>
      </div>
      <ul className="mt-12 grid gap-8 md:grid-cols-3">
        {rooms.map((room) => (
          <li key={room.id}>
            <article aria-labelledby={`room-${room.id}`} className="flex h-full flex-col">
              <div className="relative">
                <Picture
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
              <p className="mt-3 font-semibold text-clay-deep">{formatRoomPrice(room)}</p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
