import { HeadedSection } from '@/components/ui/HeadedSection';
import { NumberedSteps } from '@/components/ui/NumberedSteps';
import type { BlockOf, VariantBlock } from '@/lib/content/blocks';
import { Mail } from 'lucide-react';
import { ActionRow } from '@/components/ui/ActionRow';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CardGrid } from '@/components/ui/CardGrid';
import { ChatButton } from '@/components/ui/ChatButton';
import { FeatureCard } from '@/components/ui/FeatureCard';
import type { Edition } from '@/lib/content/editions';
import { fillParts } from '@/lib/content/format';
import { mailHref } from '@/lib/content/site';

/** After an enquiry, under the page's h1: what happens next, where to go, how to reach us. */
function NextSteps({ block, edition }: { block: VariantBlock<'steps', 'next'>; edition: Edition }) {
  const { site } = edition.texts;
  return (
    <HeadedSection id={block.id} heading={block.heading} headingAs="h1" className="pt-16 sm:pt-24">
      <CardGrid as="ol">
        {block.items.map((step, i) => (
          <FeatureCard
            key={step.title}
            className="p-8"
            mark={
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full bg-clay font-display text-2xl text-linen"
              >
                {i + 1}
              </span>
            }
            title={
              <>
                <span className="sr-only">
                  {block.stepLabel} {i + 1}:{' '}
                </span>
                {step.title}
              </>
            }
            headingAs="h2"
            size="lg"
            text={step.text}
          />
        ))}
      </CardGrid>
      <ActionRow edition={edition} actions={block.actions} className="mt-12" />
      <div className="mt-14 border-t border-ink/10 pt-10">
        <h2 className="text-3xl">{block.contact.title}</h2>
        <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center">
          <ButtonLink
            lang={edition.lang}
            href={mailHref(site.email)}
            variant="text"
            className="self-start sm:self-auto"
          >
            <Mail aria-hidden="true" className="size-4" />
            {site.email}
          </ButtonLink>
          <ChatButton edition={edition} message="general" line="concierge" variant="secondary">
            {fillParts(block.contact.message, { number: site.chat.concierge })}
          </ChatButton>
        </div>
      </div>
    </HeadedSection>
  );
}

const layouts = {
  3: 'mt-12 md:grid-cols-3',
  4: 'mt-14 gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8',
} as const;

/** Stages in order under large numerals; light on the night band. */
function NumberedStepsSection({ block }: { block: VariantBlock<'steps', 'numbered'> }) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <NumberedSteps
        steps={block.items}
        accent={block.tone === 'night' ? 'clay' : 'moss'}
        className={layouts[block.columns]}
      />
    </HeadedSection>
  );
}

/** Stages in order: numbered under a heading, or what happens next after a guest writes. */
export function Steps({ block, edition }: { block: BlockOf<'steps'>; edition: Edition }) {
  switch (block.variant) {
    case 'numbered':
      return <NumberedStepsSection block={block} />;
    case 'next':
      return <NextSteps block={block} edition={edition} />;
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}
