import { CalendarDays, Car, Mountain, TrainFront } from 'lucide-react';
import { facts, formatFeet } from '@/content/facts';
import { cn } from '@/lib/cn';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { Card } from '@/components/ui/Card';

const rows = [
  { icon: Mountain, term: 'Elevation', value: formatFeet(facts.elevationFt) },
  { icon: Car, term: 'From Dharamshala', value: facts.travel.fromDharamshala },
  { icon: TrainFront, term: 'From Pathankot railway', value: facts.travel.fromPathankotRailway },
  { icon: CalendarDays, term: 'Best season', value: facts.travel.bestSeason },
] as const;

/** Elevation, travel times and season, from content/facts.ts (geography and travel details). */
export function TravelFacts({ className }: { className?: string }) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {rows.map(({ icon: Icon, term, value }) => (
        <Card key={term} surface="flat" className="p-5">
          <Eyebrow as="dt" tracking="caption" className="flex items-center gap-3 text-ink-soft">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-clay" strokeWidth={1.75} />
            {term}
          </Eyebrow>
          <dd className="mt-2 pl-8 font-display text-3xl leading-tight text-ink lining-nums">
            {value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
