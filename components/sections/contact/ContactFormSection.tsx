import { PenLine } from 'lucide-react';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { timings } from '@/content/facts';
import { contactForm, purposeOptions } from '@/content/pages/contact';
import { site } from '@/content/site';
import { ContactForm } from './ContactForm';
import { FormNeedsJavaScript } from './FormNeedsJavaScript';
import { Card } from '@/components/ui/Card';
import { EarlySubmit } from '@/components/ui/EarlySubmit';

export function ContactFormSection() {
  return (
    <Section id="message" tone="sand" aria-labelledby="message-title">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="message-title"
            eyebrow={contactForm.eyebrow}
            title={contactForm.title}
            lead={<p>{contactForm.lead}</p>}
          />
          <p className="mt-8 flex max-w-md gap-3 border-t border-ink/10 pt-6 text-ink-soft">
            <PenLine aria-hidden="true" className="mt-1 size-5 shrink-0 text-clay" />
            <span>{contactForm.note}</span>
          </p>
        </div>
        <Card className="p-6 sm:p-10">
          <EarlySubmit />
          <ContactForm
            copy={{
              legend: contactForm.legend,
              fields: contactForm.fields,
              submit: contactForm.submit,
              sending: contactForm.sending,
              success: contactForm.success,
              failure: contactForm.failure,
            }}
            purposes={purposeOptions}
            sendDelayMs={timings.contactSendDelayMs}
            endpoint={
              site.contactForm.endpoint
                ? { url: site.contactForm.endpoint, fields: site.contactForm.fields }
                : undefined
            }
            sendTimeoutMs={timings.contactSendTimeoutMs}
            email={site.email}
            labelledBy="message-title"
            // Without JavaScript a configured form posts natively; only the simulated one cannot.
            fallback={site.contactForm.endpoint ? undefined : <FormNeedsJavaScript />}
          />
        </Card>
      </div>
    </Section>
  );
}
