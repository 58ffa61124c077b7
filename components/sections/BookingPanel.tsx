import { ActionButton } from '@/components/ui/ActionButton';
import { ActionRow } from '@/components/ui/ActionRow';
import { BookingTerms } from '@/components/ui/BookingTerms';
import { Card } from '@/components/ui/Card';
import { RoomRates } from '@/components/ui/RoomRates';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';

/**
 * The side panel: rates, the ways to start a booking conversation, then the terms. Kept short
 * enough that its buttons stay on screen while it sticks, even on a 768 px-tall laptop.
 */
export function BookingPanel({
  block,
  edition,
}: {
  block: BlockOf<'bookingPanel'>;
  edition: Edition;
}) {
  return (
    <Card surface="lifted" className="p-6">
      <h2 className="text-3xl">{block.title}</h2>
      <p className="mt-1 text-ink-soft">{block.lead}</p>
      <RoomRates edition={edition} compact className="mt-5" />
      <ActionRow edition={edition} actions={block.actions} stacked className="mt-5 gap-2.5" />
      <BookingTerms edition={edition} compact className="mt-6 border-t border-ink/10 pt-5" />
      <ActionButton
        edition={edition}
        action={block.more}
        variant="quiet"
        className="mt-3 min-h-11 px-0"
      />
    </Card>
  );
}
