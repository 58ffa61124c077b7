'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fill } from '@/lib/content/format';
import { cn } from '@/lib/cn';
import {
  addDays,
  addMonths,
  dateParts,
  daysInMonth,
  isIsoDate,
  isoOf,
  nightsBetween,
} from '@/lib/dates.mjs';
import {
  formatStayDate,
  isTaken,
  takenNightsIn,
  type StayConfig,
  type StayDraft,
} from './stay-request';

const monthOf = (iso: string) => iso.slice(0, 7);
const firstOfMonth = (iso: string) => `${monthOf(iso)}-01`;
const weekday = (iso: string) => dateParts(iso).weekday;
/** The first day of the month `months` away. */
const shiftMonth = (iso: string, months: number) => addMonths(firstOfMonth(iso), months);
const clamp = (iso: string, lo: string, hi: string) => (iso < lo ? lo : iso > hi ? hi : iso);

/** The month's days in weeks (Sunday first), null where a week starts before or ends after it. */
function weeksOf(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const next = shiftMonth(first, 1);
  const days: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let d = first; d < next; d = addDays(d, 1)) days.push(d);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/**
 * A month of the chosen room's nights, shown on request beside the date fields (which stay the
 * way to type dates): taken nights are marked and named "taken", and a free day chosen here fills
 * check-in, then check-out. One day at a time is in the tab order; arrow keys move by day and
 * week, Page Up/Down by month, as in a date picker grid.
 */
export function AvailabilityCalendar({
  config,
  draft,
  today,
  onChoose,
}: {
  config: StayConfig;
  draft: StayDraft;
  today: string;
  onChoose: (dates: Pick<StayDraft, 'checkin' | 'checkout'>) => void;
}) {
  const copy = config.words;
  const { dates } = copy;
  const until = config.takenUntil ?? addDays(today, 365);
  const last = addDays(until, -1);
  const [open, setOpen] = useState(false);
  const [focusDay, setFocusDay] = useState(() =>
    clamp(isIsoDate(draft.checkin) ? draft.checkin : today, today, last),
  );
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const room = draft.room;
  const checkin = isIsoDate(draft.checkin) ? draft.checkin : null;
  const checkout =
    checkin && isIsoDate(draft.checkout) && draft.checkout > checkin ? draft.checkout : null;
  const choosingCheckout = checkin !== null && checkout === null;

  const freeNight = (day: string) => day >= today && day < until && !isTaken(config, room, day);
  const canCheckout = (day: string) => {
    if (!checkin || day <= checkin) return false;
    const n = nightsBetween(checkin, day) ?? 0;
    return n <= config.maxNights && takenNightsIn(config, room, checkin, n).length === 0;
  };
  const selectable = (day: string) =>
    choosingCheckout ? canCheckout(day) || (day < checkin! && freeNight(day)) : freeNight(day);

  const choose = (day: string) => {
    if (!selectable(day)) return;
    if (choosingCheckout && day > checkin!) onChoose({ checkin: checkin!, checkout: day });
    else onChoose({ checkin: day, checkout: '' });
  };

  const moveTo = (day: string) => {
    moved.current = true;
    setFocusDay(clamp(day, today, last));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusDay, -1),
      ArrowRight: () => addDays(focusDay, 1),
      ArrowUp: () => addDays(focusDay, -7),
      ArrowDown: () => addDays(focusDay, 7),
      Home: () => addDays(focusDay, -weekday(focusDay)),
      End: () => addDays(focusDay, 6 - weekday(focusDay)),
      PageUp: () => sameDayIn(focusDay, -1),
      PageDown: () => sameDayIn(focusDay, 1),
    };
    const step = steps[e.key];
    if (!step) return;
    e.preventDefault();
    moveTo(step());
  };

  const month = monthOf(focusDay);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const monthName = fill(dates.monthYear, { month: dates.monthsLong[m - 1] ?? '', year: y });
  const inStay = (day: string) =>
    checkin !== null && checkout !== null && day > checkin && day < checkout;

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="stay-calendar"
        onClick={() => setOpen((o) => !o)}
        className="min-h-11 cursor-pointer text-left font-semibold text-clay-deep underline decoration-clay/40 underline-offset-4 hover:decoration-clay-deep"
      >
        {open ? copy.calendarHide : copy.calendarShow}
      </button>
      <div id="stay-calendar" hidden={!open} className="mt-3">
        {open ? (
          <>
            <p id="stay-calendar-hint" className="text-[0.95rem] text-ink-soft">
              {copy.calendarHint}
            </p>
            <div className="mt-3 flex items-center justify-between gap-2">
              <button
                type="button"
                aria-label={copy.previousMonth}
                disabled={month <= monthOf(today)}
                onClick={() => setFocusDay(clamp(sameDayIn(focusDay, -1), today, last))}
                className="flex size-11 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <h4 id="stay-calendar-month" aria-live="polite" className="font-semibold">
                {monthName}
              </h4>
              <button
                type="button"
                aria-label={copy.nextMonth}
                disabled={month >= monthOf(last)}
                onClick={() => setFocusDay(clamp(sameDayIn(focusDay, 1), today, last))}
                className="flex size-11 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
            <table
              ref={grid}
              role="grid"
              aria-labelledby="stay-calendar-month"
              aria-describedby="stay-calendar-hint"
              onKeyDown={onKeyDown}
              className="mt-2 w-full table-fixed border-collapse text-center tabular-nums"
            >
              <thead>
                <tr>
                  {dates.weekdaysMin.map((short, i) => (
                    <th key={i} scope="col" className="pb-1 text-sm font-normal text-ink-soft">
                      <abbr title={dates.weekdaysLong[i]} className="no-underline">
                        {short}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeksOf(month).map((week, i) => (
                  <tr key={i}>
                    {week.map((day, j) => {
                      if (!day) return <td key={j} />;
                      const taken = isTaken(config, room, day);
                      const past = day < today || day >= until;
                      const ends = day === checkin || day === checkout;
                      const label = [
                        formatStayDate(day, dates),
                        past ? null : taken ? copy.dayTaken : copy.dayFree,
                        day === checkin ? copy.dayCheckin : null,
                        day === checkout ? copy.dayCheckout : null,
                      ]
                        .filter(Boolean)
                        .join(', ');
                      return (
                        <td key={j} className="p-0.5">
                          <button
                            type="button"
                            data-day={day}
                            data-taken={taken && !past ? '' : undefined}
                            tabIndex={day === focusDay ? 0 : -1}
                            aria-label={label}
                            aria-disabled={selectable(day) ? undefined : true}
                            onClick={() => {
                              setFocusDay(day);
                              choose(day);
                            }}
                            className={cn(
                              'relative flex h-10 w-full cursor-pointer items-center justify-center rounded-md text-[0.95rem]',
                              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-clay-deep',
                              !selectable(day) && 'cursor-not-allowed',
                              past && 'text-ink-soft/70',
                              taken && !past && 'bg-ink/10 text-ink-soft line-through decoration-2',
                              inStay(day) && 'bg-clay-soft text-ink',
                              ends && 'bg-clay-deep font-semibold text-linen no-underline',
                              day === today && !ends && 'ring-1 ring-ink/40',
                            )}
                          >
                            {Number(day.slice(8))}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
              <li className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block rounded-sm bg-ink/10 px-1 line-through decoration-2"
                >
                  12
                </span>
                {copy.legendTaken}
              </li>
              <li className="flex items-center gap-2">
                <span aria-hidden="true" className="inline-block size-4 rounded-sm bg-clay-deep" />
                {copy.legendChosen}
              </li>
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The same day of the month `months` away, or that month's last day. */
function sameDayIn(iso: string, months: number): string {
  const { year, month } = dateParts(shiftMonth(iso, months));
  return isoOf(year, month, Math.min(dateParts(iso).day, daysInMonth(year, month)));
}
