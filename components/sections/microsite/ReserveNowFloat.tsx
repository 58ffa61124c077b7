import { ButtonLink } from '@/components/ui/ButtonLink';

/**
 * The floating 'Reserve Now' on phones and tablets, in pure CSS: it leads to the stay request.
 * Rendered as the last child of the wrapper around the sections between the hero and the stay
 * request and sticky to the viewport's bottom, it cannot leave that wrapper: it stays out of
 * sight while the hero's own buttons are on screen, rides along the page, and comes to rest in
 * the padding of the section before the request, so it never covers the request's own buttons
 * or anything further down. Without JavaScript it is still a plain in-page link.
 */
export function ReserveNowFloat() {
  return (
    <div className="pointer-events-none sticky bottom-0 z-30 -mt-20 flex h-20 items-end pb-4 justify-end px-5 sm:px-8 lg:hidden">
      <ButtonLink href="#plan-your-stay" className="pointer-events-auto shadow-lg shadow-night/30">
        Reserve Now
      </ButtonLink>
    </div>
  );
}
