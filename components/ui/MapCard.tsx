import { ExternalLink, MapPin } from 'lucide-react';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { ExternalAnchor } from './ButtonLink';
import { MapEmbed } from './MapEmbed';

type MapCardProps = {
  title?: string;
  /** The spec names it 'Open Map' on the home page and 'Open in Google Maps' on the microsite. */
  openLabel?: 'Open Map' | 'Open in Google Maps';
  className?: string;
};

/**
 * The find-us card, shared by the home page and the Chaaya microsite: place name, the lazily
 * embedded map with its loading and failed states, and a link to the map page that works
 * whatever the embed does (and without JavaScript).
 */
export function MapCard({ title = 'Find Us', openLabel = 'Open Map', className }: MapCardProps) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-2xl bg-linen p-6 shadow-sm ring-1 ring-ink/5 sm:p-7',
        className,
      )}
    >
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
      <ExternalAnchor
        href={site.map.page}
        className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-clay-deep underline-offset-4 hover:underline"
      >
        {openLabel}
        <ExternalLink aria-hidden="true" className="size-4" />
      </ExternalAnchor>
    </div>
  );
}
