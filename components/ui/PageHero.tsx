import type { ReactNode } from 'react';
import type { Edition } from '@/lib/content/editions';
import { cn } from '@/lib/cn';
import { Picture } from './Picture';

const heights = {
  /** The home hero: 70vh on phones, 80vh from sm, 90vh from lg. */
  home: 'min-h-[70vh] sm:min-h-[80vh] lg:min-h-[90vh]',
  full: 'min-h-svh',
  tall: 'min-h-[75vh]',
  medium: 'min-h-[60vh]',
} as const;

type PageHeroProps = {
  /** Background image slot; the page's LCP image, so it loads eagerly. */
  image: string;
  /** The page's edition: the picture's alt text is in its words. */
  edition: Edition;
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  height?: keyof typeof heights;
  /** Buttons, quotes or anything else under the lead. */
  children?: ReactNode;
  className?: string;
  id?: string;
};

/** The photo-led opening every page shares: a full-bleed picture, a calm scrim, the page's h1. */
export function PageHero({
  image,
  edition,
  title,
  eyebrow,
  lead,
  height = 'medium',
  children,
  className,
  id,
}: PageHeroProps) {
  return (
    <section
      id={id}
      className={cn(
        'relative isolate flex items-end overflow-hidden bg-night text-linen',
        heights[height],
        className,
      )}
    >
      <Picture
        edition={edition}
        id={image}
        sizes="100vw"
        priority
        pictureClassName="absolute inset-0 -z-20"
        className="h-full w-full"
      />
      <div className="mx-auto w-full max-w-site px-5 pt-32 pb-16 sm:px-8 sm:pb-20 lg:pb-24">
        <div className="max-w-3xl motion-safe:animate-fade-up">
          {eyebrow ? <div className="mb-5">{eyebrow}</div> : null}
          <h1 className="text-5xl leading-[1.02] text-linen sm:text-6xl lg:text-7xl">{title}</h1>
          {lead ? (
            <div className="mt-6 max-w-2xl text-lg leading-relaxed text-parchment/90 sm:text-xl">
              {lead}
            </div>
          ) : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
      </div>
      {/* The scrim comes last: its id tells the browser the whole opening has been read, and the
          first paint waits for it (see scripts/lib/first-paint.cjs). Stacking puts it under the
          text whatever the order. */}
      <div
        id="hero-end"
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-night/90 via-night/45 to-night/20"
      />
    </section>
  );
}
