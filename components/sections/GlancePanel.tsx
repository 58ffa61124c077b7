import { Check, Sparkles } from 'lucide-react';
import { ActionRow } from '@/components/ui/ActionRow';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';

const subheading = 'font-sans text-xs font-semibold tracking-[0.18em] text-dusk uppercase';

/**
 * A side panel with a project's state at a glance: its status, what it holds, its elements,
 * where it will be (as much as content says: Awoka's gives the region only) and ways to join.
 */
export function GlancePanel({
  block,
  edition,
}: {
  block: BlockOf<'glancePanel'>;
  edition: Edition;
}) {
  const { status, checklist, elements, location } = block;
  return (
    <Card className="p-6 sm:p-7">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl text-ink">{block.title}</h2>
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          {status.label}
          <Badge tone="dusk">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {status.text}
          </Badge>
        </p>
      </div>

      <h3 className={`mt-7 ${subheading}`}>{checklist.title}</h3>
      <div role="group" aria-label={checklist.label} className="mt-3">
        <ul className="space-y-2.5">
          {checklist.items.map((item) => (
            <li key={item} className="flex items-start gap-3">
              <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-dusk text-linen">
                <Check aria-hidden="true" className="size-3" strokeWidth={3} />
              </span>
              <span className="block leading-snug text-ink first-letter:uppercase">{item}</span>
            </li>
          ))}
        </ul>
      </div>

      <h3 className={`mt-7 ${subheading}`}>{elements.title}</h3>
      <ul className="mt-3 space-y-1.5 text-ink-soft">
        {elements.items.map((el) => (
          <li key={el.title}>
            <span className="font-semibold text-ink">{el.title}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">: </span>
            {el.text}
          </li>
        ))}
      </ul>

      <h3 className={`mt-7 ${subheading}`}>{location.title}</h3>
      <dl className="mt-3 space-y-2">
        {location.items.map((row) => (
          <div key={row.title} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-ink-soft">{row.title}</dt>
            <dd className="font-semibold text-ink">{row.text}</dd>
          </div>
        ))}
      </dl>

      <ActionRow edition={edition} actions={block.actions} stacked className="mt-8" />
    </Card>
  );
}
