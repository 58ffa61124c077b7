'use client';

import { useEffect, useState } from 'react';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { cn } from '@/lib/cn';
import type { StayConfig, StayDraft } from './stay-request';

type CalendarModule = typeof import('./AvailabilityCalendar');
const load = (): Promise<CalendarModule> => import('./AvailabilityCalendar');

/** Tailwind's `lg`: from here the calendar sits open under the date fields, two months wide. */
const WIDE = '(min-width: 64rem)';

/**
 * Holds the calendar's place in the stay request. The grid's code is a chunk of its own, fetched
 * once the form is on the page (the form itself arrives only as its section nears), so neither
 * the page's first scripts nor the form's grow with it. On a phone it opens from a toggle, one
 * month at a time; on a wide screen it is open at once with two months, in a box of fixed height
 * so its arrival moves nothing. The date fields above stay the way to type dates throughout.
 */
export function StayCalendar(props: {
  config: StayConfig;
  draft: StayDraft;
  today: string;
  onChoose: (dates: Pick<StayDraft, 'checkin' | 'checkout'>) => void;
}) {
  const copy = props.config.words;
  const wide = useMediaQuery(WIDE);
  const [open, setOpen] = useState(false);
  const [mod, setMod] = useState<CalendarModule | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((m) => live && setMod(m));
    return () => {
      live = false;
    };
  }, []);
  const shown = open || wide;

  return (
    <div data-stay-calendar="">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="stay-calendar"
        onClick={() => setOpen((o) => !o)}
        className="min-h-11 cursor-pointer text-left font-semibold text-clay-deep underline decoration-clay/40 underline-offset-4 hover:decoration-clay-deep lg:hidden"
      >
        {open ? copy.calendarHide : copy.calendarShow}
      </button>
      <div
        id="stay-calendar"
        className={cn('mt-3 lg:mt-0 lg:min-h-[29rem]', shown ? 'block' : 'hidden')}
      >
        {shown && mod ? <mod.AvailabilityCalendar {...props} months={wide ? 2 : 1} /> : null}
      </div>
    </div>
  );
}
