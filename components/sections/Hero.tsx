import { ActionButton } from '@/components/ui/ActionButton';
import { ActionRow } from '@/components/ui/ActionRow';
import { Badge } from '@/components/ui/Badge';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { PageHero } from '@/components/ui/PageHero';
import type { BlockOf } from '@/lib/content/blocks';
import { propertyOf, type Edition } from '@/lib/content/editions';

/**
 * A page's opening: its photo, a line or a badge over the h1, the lead, and the buttons and
 * guest's words that belong there.
 */
export function Hero({ block, edition }: { block: BlockOf<'hero'>; edition: Edition }) {
  const badge = block.property ? propertyOf(edition, block.property).pageBadge : block.badge;
  const eyebrow = badge ? (
    <Badge tone="glass">{badge}</Badge>
  ) : block.eyebrow ? (
    <Eyebrow tracking="hero" className="text-clay-soft">
      {block.eyebrow}
    </Eyebrow>
  ) : undefined;
  const hasExtras = block.actions.length > 0 || block.quote;
  return (
    <PageHero
      edition={edition}
      image={block.image}
      height={block.height}
      title={block.title}
      eyebrow={eyebrow}
      lead={<p>{block.lead}</p>}
    >
      {hasExtras ? (
        <>
          {block.actions.length === 0 ? null : block.actionsAs === 'button' ? (
            block.actions.map((action) => (
              <ActionButton
                edition={edition}
                key={action.label}
                action={action}
                variant={block.actionsOn === 'clay' ? 'light' : 'primary'}
                anchors={block.anchors}
              />
            ))
          ) : (
            <ActionRow
              edition={edition}
              actions={block.actions}
              on={block.actionsOn}
              anchors={block.anchors}
            />
          )}
          {block.quote ? (
            <figure className="mt-10 max-w-xl border-l-2 border-clay-soft/70 pl-5">
              <blockquote className="font-display text-xl text-linen italic sm:text-2xl">
                “{block.quote.text}”
              </blockquote>
              <figcaption className="mt-2 text-sm text-parchment/80">{block.quote.by}</figcaption>
            </figure>
          ) : null}
        </>
      ) : null}
    </PageHero>
  );
}
