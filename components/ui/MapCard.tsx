import { ExternalLink, MapPin } from 'lucide-react';
import type { Edition } from '@/lib/content/editions';
import { fill } from '@/lib/content/format';
import { cn } from '@/lib/cn';
import { ButtonLink } from './ButtonLink';
import { Card } from './Card';
import { MapEmbed } from './MapEmbed';

type MapCardProps = {
  /** The page's edition: the place, the map and its notes in its words. */
  edition: Edition;
  /** The card's heading; the interface words' map title unless the page says otherwise. */
  title?: string;
  /** The link to the map page; the interface words' 'Open Map' unless the page says otherwise. */
  openLabel?: string;
  className?: string;
};

/**
 * The find-us card, shared by the home page and the Chaaya microsite: place name, the lazily
 * embedded map with its loading and failed states, and a link to the map page that works
 * whatever the embed does (and without JavaScript).
 */
export function MapCard({ edition, title, openLabel, className }: MapCardProps) {
  const { interface: interfaceWords, site } = edition.texts;
  return (
    <Card className={cn('flex flex-col p-6 sm:p-7', className)}>
      <h3 className="flex items-center gap-2 text-2xl">
        <MapPin aria-hidden="true" className="size-5 text-clay" />
        {title ?? interfaceWords.map.title}
      </h3>
      <p className="mt-2 text-ink-soft">{site.map.placeName}</p>
      <MapEmbed
        edition={edition}
        src={site.map.embed}
        title={fill(interfaceWords.map.frame, { place: site.map.placeName })}
        className="mt-5 aspect-[4/3] min-h-56 w-full grow sm:aspect-[16/10]"
      />
      <ButtonLink
        lang={edition.lang}
        href={site.map.page}
        variant="text"
        className="mt-4 self-start"
      >
        {openLabel ?? interfaceWords.map.open}
        <ExternalLink aria-hidden="true" className="size-4" />
      </ButtonLink>
    </Card>
  );
}
