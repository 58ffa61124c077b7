import { RatesAndTerms } from '@/components/sections/chaaya/RatesAndTerms';
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
      <RatesAndTerms className="mt-12" />
      <div className="mt-10">
        <ChatButton message="pricing">Ask About Prices &amp; Dates</ChatButton>
      </div>
    </Section>
  );
}
