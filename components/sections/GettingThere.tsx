import { ExternalLink, MapPin } from 'lucide-react';
import { buttonClasses } from '@/components/ui/buttonClasses';
import { ExternalAnchor } from '@/components/ui/ButtonLink';
import { framed, type Frame } from '@/components/ui/frame';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import { NewTabNote } from '@/components/ui/NewTabNote';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { fill } from '@/lib/content/format';
import type { Way } from '@/lib/content/getting-there';
import { cn } from '@/lib/cn';

/** '25 km · about 45 minutes by taxi': how far and how long, as the edition writes them. */
export function legLine(leg: Way['legs'][number], kmWords: string): string {
  return [
    leg.km === undefined ? null : fill(kmWords, { n: leg.km.toLocaleString('en-IN') }),
    leg.time,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

/**
 * How to reach Chaaya, a short list a phone reads at a glance: each way (air, rail, road, the last
 * stretch, the family's taxi) under its name, where from with how far and how long, then a line
 * or two; the map link under them all. Beside a side panel the ways go two across.
 */
export function GettingThere({
  block,
  edition,
  frame = 'band',
}: {
  block: BlockOf<'gettingThere'>;
  edition: Edition;
  frame?: Frame;
}) {
  const { gettingThere } = edition.texts.trip;
  const { site, interface: interfaceWords } = edition.texts;
  const inColumn = frame !== 'band';
  return (
    <HeadedSection
      id={block.id}
      tone={block.tone}
      heading={gettingThere.heading}
      {...framed(frame)}
    >
      <ul
        className={cn(
          'mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2',
          inColumn ? 'sm:gap-x-8' : 'lg:grid-cols-3',
        )}
      >
        {gettingThere.ways.map((way) => (
          <li key={way.title} className="border-t border-ink/10 pt-5">
            <h3 className="flex items-center gap-3 text-2xl">
              <Icon name={way.icon} className="size-5 shrink-0 text-clay" strokeWidth={1.75} />
              {way.title}
            </h3>
            {way.legs.length > 0 ? (
              <dl className="mt-3 space-y-2">
                {way.legs.map((leg) => (
                  <div key={leg.from}>
                    <dt className="font-semibold text-ink">{leg.from}</dt>
                    <dd className="text-ink-soft lining-nums">{legLine(leg, gettingThere.km)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <ul className="mt-3 space-y-1.5 leading-relaxed text-ink-soft">
              {way.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <ExternalAnchor href={site.map.page} className={buttonClasses('text')}>
          <MapPin aria-hidden="true" className="size-4" />
          {gettingThere.mapLink}
          <ExternalLink aria-hidden="true" className="size-4" />
          <NewTabNote text={interfaceWords.newTab.page} />
        </ExternalAnchor>
      </p>
    </HeadedSection>
  );
}
