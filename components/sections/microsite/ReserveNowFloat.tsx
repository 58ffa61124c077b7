import { ChatButton } from '@/components/ui/ChatButton';

/**
 * The floating 'Reserve Now' on phones and tablets, in pure CSS. Rendered as the last child of
 * the wrapper around everything below the hero and sticky to the viewport's bottom, it cannot
 * leave that wrapper: it stays out of sight while the hero's own buttons are on screen, rides
 * along the page, and comes to rest in the last section's padding, above the footer's links.
 * Without JavaScript it is still a plain link.
 */
export function ReserveNowFloat() {
  return (
    <div className="pointer-events-none sticky bottom-0 z-30 -mt-20 flex h-20 items-end pb-4 justify-end px-5 sm:px-8 lg:hidden">
      <ChatButton message="booking" className="pointer-events-auto shadow-lg shadow-night/30">
        Reserve Now
      </ChatButton>
    </div>
  );
}
