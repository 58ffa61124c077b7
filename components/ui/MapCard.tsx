import { ExternalLink, MapPin } from 'lucide-react';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { ButtonLink } from './ButtonLink';
import { Card } from './Card';
import { MapEmbed } from './MapEmbed';

type MapCardProps = {
  title?: string;
  /** The link to the map page, in the page's words ('Open Map' unless it says otherwise). */
  openLabel?: string;
  className?: string;
};

/**
 * The find-us card, shared by the home page and the Chaaya microsite: place name, the lazily
 * embedded map with its loading and failed states, and a link to the map page that works
 * whatever the embed does (and without JavaScript).
 */
export function MapCard({ title = 'Find Us', openLabel = 'Open Map', className }: MapCardProps) {
  return (
    <Card className={cn('flex flex-col p-6 sm:p-7', className)}>
      <h3 className="flex items-center gap-2 text-2xl">
        <MapPin aria-hidden="true" className="size-5 text-clay" />
        {title}
      </h3>
      <p className="mt-2 text-ink-soft">{site.map.placeName}</p>
      <MapEmbed
        src={site.map.embed}
        title={`Map of ${site.map.placeName}`}
        className="mt-5 aspect-[4/3] min-h-56 w-full grow sm:aspect-[16/10]"
      />
      <ButtonLink href={site.map.page} variant="text" className="mt-4 self-start">
        {openLabel}
        <ExternalLink aria-hidden="true" className="size-4" />
      </ButtonLink>
    </Card>
  );
}
