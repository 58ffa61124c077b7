import { PaymentChecks } from '@/components/pay/PaymentChecks';
import { BookingTerms } from '@/components/ui/BookingTerms';
import { Card } from '@/components/ui/Card';
import { ChatButton } from '@/components/ui/ChatButton';
import { RoomRates } from '@/components/ui/RoomRates';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { availability } from '@/lib/content/availability';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { cn } from '@/lib/cn';
import { stayConfig } from '@/components/stay-request/stay-config';
import { StayRequestSlot } from '@/components/ui/islands';
import { AvailabilityUpdated, TakenNightsList } from '@/components/stay-request/TakenNights';

/**
 * Rates, terms and the stay request, as one section with the id the 'Reserve' buttons lead to.
 * Its HTML already holds everything a guest needs without JavaScript (the rates, the terms, a
 * chat link with the booking message, and what to check before paying the advance); the request
 * form arrives as the section nears the screen, above that list.
 * On phones the form comes straight after the heading; on wide screens it sits beside the rates
 * (which a page that shows them in a side panel leaves out).
 */
export function PlanYourStay({
  block,
  edition,
}: {
  block: BlockOf<'stayRequest'>;
  edition: Edition;
}) {
  const { planYourStay } = edition.texts;
  const calendars = availability().updatedAt !== null;
  return (
    <Section id="plan-your-stay" tone={block.tone} aria-labelledby="plan-your-stay-title">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <SectionHeading
          id="plan-your-stay-title"
          eyebrow={planYourStay.eyebrow}
          title={planYourStay.title}
          lead={<p>{planYourStay.lead}</p>}
          className="lg:col-start-1 lg:row-start-1"
        />
        <Card
          surface="lifted"
          className="bg-parchment p-5 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <h3 id="stay-request-title" className="text-3xl">
            {planYourStay.composerTitle}
          </h3>
          <p className="mt-2 text-ink-soft">{planYourStay.composerLead}</p>
          <AvailabilityUpdated edition={edition} className="mt-2 text-[0.95rem] text-ink-soft" />
          {/* The reserved height is the form's own, measured at 320, 390, 640, 1024 and 1440 px
              with the site's faces and with their fallbacks, so its arrival moves nothing;
              errors shown later may add a line or two. */}
          {/* With the family's calendars the form gains a one-line calendar toggle (2.75rem and a
              1.25rem gap) below lg; from lg the open two-month calendar in its fixed box (29rem)
              takes the toggle's place. The house's hours under the estimate (content/houses/<id>/house-rules.yaml) add a
              line from 640 px up. From 360 px to 389 px the form wraps more lines than at 390 px
              (measured at 360), so it keeps more room there. */}
          <StayRequestSlot
            config={stayConfig(edition)}
            className={cn(
              'mt-6',
              calendars
                ? 'min-h-[80rem] min-[360px]:min-h-[75rem] min-[390px]:min-h-[72rem] sm:min-h-[55rem] lg:min-h-[83rem] xl:min-h-[80rem]'
                : 'min-h-[76rem] min-[360px]:min-h-[71rem] min-[390px]:min-h-[68rem] sm:min-h-[51rem] xl:min-h-[48rem]',
            )}
            fallback={
              <>
                <ChatButton edition={edition} message="booking" className="w-full sm:w-auto">
                  {planYourStay.fallbackLink}
                </ChatButton>
                <TakenNightsList edition={edition} />
              </>
            }
          />
          {/* Outside the form's reserved height, so the form's arrival moves it no more than
              anything else; with JavaScript off it follows the chat link. */}
          <PaymentChecks
            edition={edition}
            id="stay-payment-checks"
            headingAs="h4"
            className="mt-6"
          />
        </Card>
        {block.rates ? (
          <div className="space-y-10 lg:col-start-1 lg:row-start-2">
            <RoomRates edition={edition} headingId="stay-rates-title" />
            <BookingTerms edition={edition} headingId="stay-terms-title" />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
