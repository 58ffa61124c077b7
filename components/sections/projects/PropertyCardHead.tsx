import { Badge } from '@/components/ui/Badge';
import { Icon } from '@/components/ui/Icon';
import type { Property } from '@/content/properties';
import { Eyebrow } from '@/components/ui/Eyebrow';

const accent = {
  clay: 'bg-clay-soft/60 text-clay-deep',
  moss: 'bg-moss-soft text-moss',
  dusk: 'bg-dusk-soft text-dusk',
} as const;

/** The top of a property card: its icon and status, then its name and label. */
export function PropertyCardHead({ property: p }: { property: Property }) {
  return (
    <>
      <span className="flex items-center justify-between gap-3">
        <span
          className={`inline-flex size-12 items-center justify-center rounded-full ${accent[p.colour]}`}
        >
          <Icon name={p.icon} className="size-6" />
        </span>
        <Badge tone={p.colour}>{p.status}</Badge>
      </span>
      <h3 className="mt-6 text-3xl text-ink">{p.name}</h3>
      <Eyebrow as="span" tracking="caption" className="text-ink-soft">
        {p.label}
      </Eyebrow>
    </>
  );
}
