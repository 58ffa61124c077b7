import { RoomTabs } from '@/components/ui/RoomTabs';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { micrositeRooms } from '@/content/pages/microsite';
import { rooms } from '@/content/rooms';
import { RoomPanel } from './RoomPanel';

/** The tabbed room selector; it opens on the premium suite, as the spec asks. */
export function RoomSelector() {
  return (
    <Section id="rooms" tone="sand" aria-labelledby="rooms-title">
      <SectionHeading
        id="rooms-title"
        eyebrow={micrositeRooms.eyebrow}
        title={micrositeRooms.title}
        lead={<p>{micrositeRooms.lead}</p>}
        align="center"
        className="mb-10"
      />
      <RoomTabs
        label={micrositeRooms.tabsLabel}
        defaultValue="premium"
        tabs={rooms.map((room) => ({
          value: room.id,
          label: room.tabLabel,
          panel: <RoomPanel room={room} />,
        }))}
      />
    </Section>
  );
}
