import { ButtonLink } from '@/components/ui/ButtonLink';
import { ChatButton } from '@/components/ui/ChatButton';
import { chaayaPanel } from '@/content/pages/chaaya';
import { BookingTerms } from './BookingTerms';
import { RoomRates } from './RoomRates';
import { Card } from '@/components/ui/Card';

/**
 * The side panel: rates, the two ways to start a booking conversation, then the terms. Kept short
 * enough that its buttons stay on screen while it sticks, even on a 768 px-tall laptop.
 */
export function BookingPanel() {
  return (
    <Card surface="lifted" className="p-6">
      <h2 className="text-3xl">{chaayaPanel.title}</h2>
      <p className="mt-1 text-ink-soft">{chaayaPanel.lead}</p>
      <RoomRates compact className="mt-5" />
      <div className="mt-5 flex flex-col gap-2.5">
        <ButtonLink href="#plan-your-stay">Check Availability &amp; Book</ButtonLink>
        <ChatButton message="pricing" variant="secondary">
          Ask About Prices &amp; Dates
        </ChatButton>
      </div>
      <BookingTerms compact className="mt-6 border-t border-ink/10 pt-5" />
      <ButtonLink href="/chaaya-microsite" variant="quiet" className="mt-3 min-h-11 px-0">
        Visit the homestay site
      </ButtonLink>
    </Card>
  );
}
