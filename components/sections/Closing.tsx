import { ArrowRight } from 'lucide-react';
import { ActionRow, actionVariant } from '@/components/ui/ActionRow';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ChatButton } from '@/components/ui/ChatButton';
import { InstagramIcon } from '@/components/ui/InstagramIcon';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Action, BlockOf, Heading, VariantBlock } from '@/lib/content/blocks';
import { instagramOf, type Edition } from '@/lib/content/editions';
import { ActionButton } from '@/components/ui/ActionButton';
import { cn } from '@/lib/cn';
import { BookingTerms } from '@/components/ui/BookingTerms';
import { Card } from '@/components/ui/Card';
import { RoomRates } from '@/components/ui/RoomRates';

/** A short page of its own (the 404): the h1, a sentence and a row of ways back. */
export function WaysBack({
  block,
  edition,
  as = 'h1',
  className,
}: {
  block: VariantBlock<'closing', 'page'>;
  edition: Edition;
  /** The heading's level: the page's own h1, or h2 when the same page says it again below. */
  as?: 'h1' | 'h2';
  className?: string;
}) {
  const { heading } = block;
  return (
    <Section className={cn('flex min-h-[60vh] items-center', className)} innerClassName="w-full">
      <SectionHeading
        as={as}
        eyebrow={heading.eyebrow}
        title={heading.title}
        lead={heading.lead ? <p>{heading.lead}</p> : undefined}
      />
      <nav aria-label={block.label} className="mt-10 flex flex-col gap-3 sm:flex-row">
        {block.actions.map((action, i) => (
          <ActionButton
            edition={edition}
            key={action.label}
            action={action}
            variant={actionVariant('light', i)}
          />
        ))}
      </nav>
    </Section>
  );
}

/**
 * The side panel: rates, the ways to start a booking conversation, then the terms. Kept short
 * enough that its buttons stay on screen while it sticks, even on a 768 px-tall laptop.
 */
function BookingPanel({
  block,
  edition,
}: {
  block: VariantBlock<'closing', 'panel'>;
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

type ClosingBlock = BlockOf<'closing'>;

/** The heading in light words, as every closing sits on clay or under a night scrim. */
function ClosingHeading({
  id,
  heading,
  align,
}: {
  id: string;
  heading: Heading;
  align?: 'center';
}) {
  return (
    <SectionHeading
      id={id}
      eyebrow={heading.eyebrow}
      title={heading.title}
      lead={heading.lead ? <p>{heading.lead}</p> : undefined}
      align={align}
      inverted
    />
  );
}

/** A lone way on keeps its own size, with an arrow when it opens a page. */
function LoneAction({ action, edition }: { action: Action; edition: Edition }) {
  return 'chat' in action ? (
    <ChatButton
      edition={edition}
      message={action.chat}
      line={action.line}
      variant="light"
      className="mt-9"
    >
      {action.label}
    </ChatButton>
  ) : (
    <ButtonLink lang={edition.lang} href={action.href} variant="light" className="mt-9">
      {action.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </ButtonLink>
  );
}

/** Centred on a clay band. */
function Band({
  block,
  edition,
}: {
  block: Extract<ClosingBlock, { variant: 'band' }>;
  edition: Edition;
}) {
  const titleId = `${block.id}-title`;
  const [only, ...more] = block.actions;
  return (
    <Section id={block.id} tone="clay" aria-labelledby={titleId} width="prose">
      <div className="text-center">
        <ClosingHeading id={titleId} heading={block.heading} align="center" />
        {only && more.length === 0 ? (
          <LoneAction edition={edition} action={only} />
        ) : (
          <ActionRow
            edition={edition}
            actions={block.actions}
            on="clay"
            align="center"
            className="mt-9"
          />
        )}
      </div>
    </Section>
  );
}

/** On clay, beside a portrait photograph that only wider screens have room for. */
function Beside({
  block,
  edition,
}: {
  block: Extract<ClosingBlock, { variant: 'beside' }>;
  edition: Edition;
}) {
  const titleId = `${block.id}-title`;
  return (
    <Section id={block.id} tone="clay" aria-labelledby={titleId}>
      <div className="grid gap-12 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] md:items-center lg:gap-20">
        <div>
          <ClosingHeading id={titleId} heading={block.heading} />
          <ActionRow edition={edition} actions={block.actions} on="clay" className="mt-9" />
        </div>
        <Picture
          edition={edition}
          id={block.image}
          sizes="(min-width: 1216px) 460px, (min-width: 768px) 40vw, 100vw"
          className="aspect-[4/5] rounded-2xl"
          pictureClassName="hidden md:block"
        />
      </div>
    </Section>
  );
}

/** One calm line over a photograph, the ways to write, and Instagram if asked for. */
function OverPhoto({
  block,
  edition,
}: {
  block: Extract<ClosingBlock, { variant: 'photo' }>;
  edition: Edition;
}) {
  const headingId = `${block.id}-title`;
  const { instagram } = block;
  const profile = instagram ? { ...instagram, ...instagramOf(edition, instagram.account) } : null;
  return (
    <Section
      id={block.id}
      tone="night"
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden"
    >
      <Picture
        edition={edition}
        id={block.image}
        sizes="100vw"
        pictureClassName="absolute inset-0 -z-20"
        className="h-full w-full"
      />
      {/* The scrim keeps the text at AA contrast whatever the photograph. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-night/75" />
      <div className="mx-auto flex max-w-3xl flex-col items-center py-8 text-center sm:py-12">
        <ClosingHeading id={headingId} heading={block.heading} align="center" />
        <div className="mt-10 flex w-full flex-col items-center gap-6">
          <ActionRow edition={edition} actions={block.actions} on="dark" />
          {profile ? (
            <div className="flex flex-col items-center gap-1 border-t border-linen/20 px-8 pt-6 text-parchment/85">
              <p>{profile.lead}</p>
              <ButtonLink
                lang={edition.lang}
                href={profile.url}
                variant="text"
                className="text-linen"
              >
                <InstagramIcon className="size-5" />
                {profile.handle} {profile.suffix}
              </ButtonLink>
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  );
}

/** A page's last word: its heading and the ways on, drawn as its variant asks. */
export function Closing({ block, edition }: { block: ClosingBlock; edition: Edition }) {
  switch (block.variant) {
    case 'band':
      return <Band edition={edition} block={block} />;
    case 'beside':
      return <Beside edition={edition} block={block} />;
    case 'photo':
      return <OverPhoto edition={edition} block={block} />;
    case 'page':
      return <WaysBack edition={edition} block={block} />;
    case 'panel':
      return <BookingPanel edition={edition} block={block} />;
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}
