import { MapPin } from 'lucide-react';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { ExternalAnchor } from './ButtonLink';

type MapCardProps = {
  title?: string;
  /** The spec names it 'Open Map' on the home page and 'Open in Google Maps' on the microsite. */
  openLabel?: 'Open Map' | 'Open in Google Maps';
  className?: string;
};

/**
 * The find-us card with the embedded map. Contract shared by the home page and the Chaaya
 * microsite; the embed with its loading/loaded/failed states is the map island's job.
 */
export function MapCard({ title = 'Find Us', openLabel = 'Open Map', className }: MapCardProps) {
  return (
    <div className={cn('rounded-2xl bg-linen p-6 shadow-sm ring-1 ring-ink/5', className)}>
      <h3 className="flex items-center gap-2 text-2xl">
        <MapPin aria-hidden="true" className="size-5 text-clay" />
        {title}
      </h3>
      <p className="mt-2 text-ink-soft">{site.map.placeName}</p>
      <ExternalAnchor
        href={site.map.page}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-clay-deep underline-offset-4 hover:underline"
      >
        {openLabel}
      </ExternalAnchor>
    </div>
  );
}
