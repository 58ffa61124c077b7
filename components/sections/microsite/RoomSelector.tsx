import { HeadedSection } from '@/components/ui/HeadedSection';
import { RoomTabs } from '@/components/ui/RoomTabs';
import { micrositeRooms } from '@/content/pages/microsite';
import { rooms } from '@/content/rooms';
import { RoomPanel } from './RoomPanel';

/** The tabbed room selector; it opens on the premium suite, the house's best room. */
export function RoomSelector() {
  return (
    <HeadedSection
      id="rooms"
      tone="sand"
      heading={micrositeRooms}
      align="center"
      headingClassName="mb-10"
    >
      <RoomTabs
        label={micrositeRooms.tabsLabel}
        defaultValue="premium"
        tabs={rooms.map((room) => ({
          value: room.id,
          label: room.tabLabel,
          panel: <RoomPanel room={room} />,
        }))}
      />
    </HeadedSection>
  );
}
