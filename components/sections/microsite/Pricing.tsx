import { BookingTerms } from '@/components/sections/chaaya/BookingTerms';
import { RoomRates } from '@/components/sections/chaaya/RoomRates';
import { ChatButton } from '@/components/ui/ChatButton';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { micrositePricing } from '@/content/pages/microsite';

/** Rates, what they include and the booking terms, with the pricing-and-dates chat. */
export function Pricing() {
  return (
    <Section id="pricing" tone="linen" aria-labelledby="pricing-title">
      <SectionHeading
        id="pricing-title"
        eyebrow={micrositePricing.eyebrow}
        title={micrositePricing.title}
        lead={<p>{micrositePricing.lead}</p>}
      />
      <div className="mt-12 grid gap-10 md:grid-cols-2 md:gap-16">
        <RoomRates />
        <BookingTerms />
      </div>
      <div className="mt-10">
        <ChatButton message="pricing">Ask About Prices &amp; Dates</ChatButton>
      </div>
    </Section>
  );
}
