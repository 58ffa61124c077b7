import { Check, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { ChatButton } from '@/components/ui/ChatButton';
import { awokaPanel } from '@/content/pages/awoka';
import { Card } from '@/components/ui/Card';

const subheading = 'font-sans text-xs font-semibold tracking-[0.18em] text-dusk uppercase';

/**
 * The side panel: status, what the vision holds, its elements, where it will be (region only;
 * the location itself is never published) and the ways to join.
 */
export function AwokaPanel() {
  return (
    <Card className="p-6 sm:p-7">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl text-ink">The vision at a glance</h2>
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          Status
          <Badge tone="dusk">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {awokaPanel.status}
          </Badge>
        </p>
      </div>

      <h3 className={`mt-7 ${subheading}`}>{awokaPanel.checklistTitle}</h3>
      <div role="group" aria-label="Checklist" className="mt-3">
        <ul className="space-y-2.5">
          {awokaPanel.checklist.map((item) => (
            <li key={item} className="flex items-start gap-3">
              <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-dusk text-linen">
                <Check aria-hidden="true" className="size-3" strokeWidth={3} />
              </span>
              <span className="block leading-snug text-ink first-letter:uppercase">{item}</span>
            </li>
          ))}
        </ul>
      </div>

      <h3 className={`mt-7 ${subheading}`}>{awokaPanel.elementsTitle}</h3>
      <ul className="mt-3 space-y-1.5 text-ink-soft">
        {awokaPanel.elements.map((el) => (
          <li key={el.name}>
            <span className="font-semibold text-ink">{el.name}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">: </span>
            {el.text}
          </li>
        ))}
      </ul>

      <h3 className={`mt-7 ${subheading}`}>{awokaPanel.locationTitle}</h3>
      <dl className="mt-3 space-y-2">
        {awokaPanel.location.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-ink-soft">{row.label}</dt>
            <dd className="font-semibold text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 flex flex-col gap-3">
        <ChatButton message="vision">{awokaPanel.ctas.primary}</ChatButton>
        <ChatButton message="vision" variant="secondary">
          {awokaPanel.ctas.secondary}
        </ChatButton>
      </div>
    </Card>
  );
}
