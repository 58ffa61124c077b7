import { ButtonLink } from '@/components/ui/ButtonLink';
import { ChatButton } from '@/components/ui/ChatButton';
import { chaayaPanel } from '@/content/pages/chaaya';
import { RatesAndTerms } from './RatesAndTerms';

/** The side panel: rates, terms and the two ways to start a booking conversation. */
export function BookingPanel() {
  return (
    <div className="rounded-2xl bg-linen p-7 shadow-md ring-1 ring-ink/5">
      <h2 className="text-3xl">{chaayaPanel.title}</h2>
      <p className="mt-2 text-ink-soft">{chaayaPanel.lead}</p>
      <RatesAndTerms compact className="mt-6" />
      <div className="mt-8 flex flex-col gap-3">
        <ChatButton message="booking">Check Availability &amp; Book</ChatButton>
        <ChatButton message="pricing" variant="secondary">
          Ask About Prices &amp; Dates
        </ChatButton>
        <ButtonLink href="/chaaya-microsite" variant="quiet" className="self-center">
          Visit the homestay site
        </ButtonLink>
      </div>
    </div>
  );
}
