import { PenLine } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { EarlySubmit } from '@/components/ui/EarlySubmit';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { timings } from '@/lib/content/facts';
import { ContactForm } from '@/components/ui/islands';
import { FormNeedsJavaScript } from '@/components/contact-form/FormNeedsJavaScript';

/** The letter form on a sand band, beside its heading and a word on drafts. */
export function ContactFormSection({
  block,
  edition,
}: {
  block: BlockOf<'contactForm'>;
  edition: Edition;
}) {
  const { site } = edition.texts;
  const titleId = `${block.id}-title`;
  return (
    <Section id={block.id} tone="sand" aria-labelledby={titleId}>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading
            id={titleId}
            eyebrow={block.heading.eyebrow}
            title={block.heading.title}
            lead={block.heading.lead ? <p>{block.heading.lead}</p> : undefined}
          />
          <p className="mt-8 flex max-w-md gap-3 border-t border-ink/10 pt-6 text-ink-soft">
            <PenLine aria-hidden="true" className="mt-1 size-5 shrink-0 text-clay" />
            <span>{block.note}</span>
          </p>
        </div>
        <Card className="p-6 sm:p-10">
          <EarlySubmit />
          <ContactForm
            copy={{
              legend: block.legend,
              fields: block.fields,
              submit: block.submit,
              sending: block.sending,
              success: block.success,
              failure: block.failure,
            }}
            purposes={block.purposes}
            sendDelayMs={timings.contactSendDelayMs}
            endpoint={
              site.contactForm.endpoint
                ? { url: site.contactForm.endpoint, fields: site.contactForm.fields }
                : undefined
            }
            sendTimeoutMs={timings.contactSendTimeoutMs}
            email={site.email}
            labelledBy={titleId}
            // Without JavaScript a configured form posts natively; only the simulated one cannot.
            fallback={
              site.contactForm.endpoint ? undefined : <FormNeedsJavaScript edition={edition} />
            }
          />
        </Card>
      </div>
    </Section>
  );
}
