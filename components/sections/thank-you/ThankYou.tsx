import { Mail } from 'lucide-react';
import { ButtonLink, ExternalAnchor } from '@/components/ui/ButtonLink';
import { ChatButton } from '@/components/ui/ChatButton';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { thankYou } from '@/content/pages/thank-you';
import { mailHref, site } from '@/content/site';

/** The page after an enquiry: what happens next, where to go, how to reach us meanwhile. */
export function ThankYou() {
  return (
    <Section className="pt-16 sm:pt-24">
      <SectionHeading
        as="h1"
        eyebrow={thankYou.eyebrow}
        title={thankYou.title}
        lead={<p>{thankYou.lead}</p>}
      />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {thankYou.steps.map((step, i) => (
          <li key={step.title} className="rounded-2xl bg-linen p-8 shadow-sm ring-1 ring-ink/5">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-clay font-display text-2xl text-linen"
            >
              {i + 1}
            </span>
            <h2 className="mt-5 text-3xl">
              <span className="sr-only">
                {thankYou.stepLabel} {i + 1}:{' '}
              </span>
              {step.title}
            </h2>
            <p className="mt-3 text-ink-soft">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-12 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/">{thankYou.homeLink}</ButtonLink>
        <ButtonLink href="/projects/chaaya" variant="secondary">
          {thankYou.chaayaLink}
        </ButtonLink>
      </div>
      <div className="mt-14 border-t border-ink/10 pt-10">
        <h2 className="text-3xl">{thankYou.contactLead}</h2>
        <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center">
          <ExternalAnchor
            href={mailHref(site.email)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-clay-deep underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {site.email}
          </ExternalAnchor>
          <ChatButton message="general" line="concierge" variant="secondary">
            {thankYou.messageLabel} {site.chat.concierge}
          </ChatButton>
        </div>
      </div>
    </Section>
  );
}
