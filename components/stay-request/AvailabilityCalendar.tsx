'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { count, fill, formatRate } from '@/lib/content/format';
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
import { missedMinimum, seasonOn, type Season } from '@/lib/stay-pricing';
import {
  formatStayDate,
  isTaken,
  roomById,
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

/** Every month drawn with six weeks, so the calendar keeps one height whichever months it shows. */
const WEEKS = 6;

/**
 * The mark under a season's nights, by the season's place in the owner's list (a seventh season
 * takes the first one's again; the legend and each day's name still tell them apart).
 */
const SEASON_MARKS = ['bg-gold', 'bg-dusk', 'bg-moss', 'bg-clay', 'bg-ink-soft', 'bg-clay-soft'];
const markOf = (seasons: readonly Season[], season: Season) =>
  SEASON_MARKS[seasons.indexOf(season) % SEASON_MARKS.length];

/** The month's days in six weeks (Sunday first), null where a week starts before or ends after it. */
function weeksOf(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const next = shiftMonth(first, 1);
  const days: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let d = first; d < next; d = addDays(d, 1)) days.push(d);
  while (days.length < WEEKS * 7) days.push(null);
  return Array.from({ length: WEEKS }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/** Why a day cannot be chosen now: null when it can. */
type Refusal = null | { kind: 'unavailable' } | { kind: 'short'; season: Season };

/**
 * The chosen room's nights, a month (phone) or two (wide screens) at a time, beside the date
 * fields (which stay the way to type dates): taken nights are marked and named "taken", each
 * season's nights carry its mark and name, and a day's rate for the room shows on hover, focus
 * or tap (and is each day's description for screen readers). A free day chosen here fills
 * check-in, then check-out; a check-out that would make the stay shorter than its season's
 * minimum is refused with the minimum said. One day at a time is in the tab order; arrow keys
 * move by day and week, Home/End to the week's ends, Page Up/Down by month, as in a date grid.
 */
export function AvailabilityCalendar({
  config,
  draft,
  today,
  onChoose,
  months = 1,
}: {
  config: StayConfig;
  draft: StayDraft;
  today: string;
  onChoose: (dates: Pick<StayDraft, 'checkin' | 'checkout'>) => void;
  /** How many months side by side. */
  months?: number;
}) {
  const copy = config.words;
  const { dates } = copy;
  const until = config.takenUntil ?? addDays(today, 365);
  const last = addDays(until, -1);
  const [focusDay, setFocusDay] = useState(() =>
    clamp(isIsoDate(draft.checkin) ? draft.checkin : today, today, last),
  );
  const [first, setFirst] = useState(() => firstOfMonth(focusDay));
  const [pointed, setPointed] = useState<string | null>(null);
  const moved = useRef(false);
  const grids = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grids.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const room = roomById(config, draft.room) ?? config.rooms[0];
  const checkin = isIsoDate(draft.checkin) ? draft.checkin : null;
  const checkout =
    checkin && isIsoDate(draft.checkout) && draft.checkout > checkin ? draft.checkout : null;
  const choosingCheckout = checkin !== null && checkout === null;

  const shown = Array.from({ length: months }, (_, i) => shiftMonth(first, i));
  const lastShown = monthOf(shown.at(-1) ?? first);
  /** The first month to show so that `day` is in view, moving the view as little as it can. */
  const viewFor = (day: string, from: string) => {
    if (monthOf(day) < monthOf(from)) return firstOfMonth(day);
    if (monthOf(day) > monthOf(shiftMonth(from, months - 1))) return shiftMonth(day, 1 - months);
    return from;
  };

  const freeNight = (day: string) =>
    day >= today && day < until && !isTaken(config, room?.id ?? '', day);
  const refusal = (day: string): Refusal => {
    if (choosingCheckout && checkin && day > checkin) {
      const n = nightsBetween(checkin, day) ?? 0;
      if (n > config.maxNights || takenNightsIn(config, room?.id ?? '', checkin, n).length > 0) {
        return { kind: 'unavailable' };
      }
      const season = missedMinimum(checkin, n, config.seasons);
      return season ? { kind: 'short', season } : null;
    }
    return freeNight(day) ? null : { kind: 'unavailable' };
  };

  const tooShort = (season: Season) =>
    fill(copy.dayTooShort, { nights: count(season.minNights, copy.nightCount) });

  /** What the line under the grid (and each day's description) says of a night. */
  const nightLine = (day: string): string => {
    const date = formatStayDate(day, dates);
    if (!room || day < today) return date;
    const season = seasonOn(config.seasons, day);
    const rate = formatRate(
      { priceInr: season?.rates[room.id] ?? room.priceInr, priceUnit: room.priceUnit },
      config.tax,
      config.rates,
    );
    const parts = [
      season
        ? fill(copy.calendarSeasonNight, { date, season: season.name, rate })
        : fill(copy.calendarNight, { date, rate }),
    ];
    if (season && season.minNights > 1) {
      parts.push(fill(copy.seasonMinimum, { nights: count(season.minNights, copy.nightCount) }));
    }
    const why = refusal(day);
    if (why?.kind === 'short') parts.push(tooShort(why.season));
    else if (day < until && isTaken(config, room.id, day)) parts.push(copy.dayTaken);
    return parts.join(' · ');
  };

  const choose = (day: string) => {
    if (refusal(day) !== null) return;
    if (choosingCheckout && checkin && day > checkin) onChoose({ checkin, checkout: day });
    else onChoose({ checkin: day, checkout: '' });
  };

  const moveTo = (day: string) => {
    const next = clamp(day, today, last);
    moved.current = true;
    setFocusDay(next);
    setFirst((from) => viewFor(next, from));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
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
  const turn = (by: number) => {
    setFirst((from) => shiftMonth(from, by));
    setFocusDay((day) => clamp(sameDayIn(day, by), today, last));
  };

  const inStay = (day: string) =>
    checkin !== null && checkout !== null && day > checkin && day < checkout;
  const monthName = (month: string) => {
    const { year, month: m } = dateParts(month);
    return fill(dates.monthYear, { month: dates.monthsLong[m - 1] ?? '', year });
  };
  const line =
    pointed ?? (checkin && shown.some((m) => monthOf(m) === monthOf(checkin)) ? checkin : null);

  return (
    <div>
      <p id="stay-calendar-hint" className="text-[0.95rem] text-ink-soft">
        {copy.calendarHint}
      </p>
      <div className="mt-3 flex items-center gap-2">
        <button
          type="button"
          aria-label={copy.previousMonth}
          disabled={monthOf(first) <= monthOf(today)}
          onClick={() => turn(-1)}
          className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div
          className="grid flex-1 gap-6 text-center"
          style={{ gridTemplateColumns: `repeat(${months}, minmax(0, 1fr))` }}
        >
          {shown.map((month, i) => (
            <h4
              key={month}
              id={`stay-calendar-month-${i}`}
              aria-live="polite"
              className="font-semibold"
            >
              {monthName(month)}
            </h4>
          ))}
        </div>
        <button
          type="button"
          aria-label={copy.nextMonth}
          disabled={lastShown >= monthOf(last)}
          onClick={() => turn(1)}
          className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div
        ref={grids}
        onKeyDown={onKeyDown}
        onMouseLeave={() => setPointed(null)}
        className="mt-2 grid gap-6"
        style={{ gridTemplateColumns: `repeat(${months}, minmax(0, 1fr))` }}
      >
        {shown.map((month, i) => (
          <table
            key={month}
            role="grid"
            aria-labelledby={`stay-calendar-month-${i}`}
            aria-describedby="stay-calendar-hint"
            className="w-full table-fixed border-collapse text-center tabular-nums"
          >
            <thead>
              <tr>
                {dates.weekdaysMin.map((short, j) => (
                  <th key={j} scope="col" className="pb-1 text-sm font-normal text-ink-soft">
                    <abbr title={dates.weekdaysLong[j]} className="no-underline">
                      {short}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(month).map((week, w) => (
                <tr key={w}>
                  {week.map((day, j) => {
                    if (!day) return <td key={j} className="h-10" />;
                    const taken = isTaken(config, room?.id ?? '', day);
                    const past = day < today || day >= until;
                    const ends = day === checkin || day === checkout;
                    const why = past ? null : refusal(day);
                    const season = past ? null : seasonOn(config.seasons, day);
                    const label = [
                      formatStayDate(day, dates),
                      past
                        ? null
                        : why?.kind === 'short'
                          ? tooShort(why.season)
                          : taken
                            ? copy.dayTaken
                            : copy.dayFree,
                      season?.name ?? null,
                      day === checkin ? copy.dayCheckin : null,
                      day === checkout ? copy.dayCheckout : null,
                    ]
                      .filter(Boolean)
                      .join(', ');
                    const selectable = !past && why === null;
                    return (
                      <td key={j} className="p-0.5">
                        <button
                          type="button"
                          data-day={day}
                          data-taken={taken && !past ? '' : undefined}
                          data-season={season?.id}
                          tabIndex={day === focusDay ? 0 : -1}
                          aria-label={label}
                          title={past ? undefined : nightLine(day)}
                          aria-disabled={selectable ? undefined : true}
                          onMouseEnter={() => setPointed(day)}
                          onFocus={() => setPointed(day)}
                          onClick={() => {
                            setFocusDay(day);
                            setPointed(day);
                            choose(day);
                          }}
                          className={cn(
                            'relative flex h-10 w-full cursor-pointer items-center justify-center rounded-md text-[0.95rem] lg:h-9',
                            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-clay-deep',
                            !selectable && 'cursor-not-allowed',
                            past && 'text-ink-soft/70',
                            why?.kind === 'short' && 'text-ink-soft/70',
                            taken && !past && 'bg-ink/10 text-ink-soft line-through decoration-2',
                            inStay(day) && 'bg-clay-soft text-ink',
                            ends && 'bg-clay-deep font-semibold text-linen no-underline',
                            day === today && !ends && 'ring-1 ring-ink/40',
                          )}
                        >
                          {Number(day.slice(8))}
                          {season ? (
                            <span
                              aria-hidden="true"
                              className={cn(
                                'absolute inset-x-2 bottom-0.5 h-1 rounded-full',
                                markOf(config.seasons, season),
                              )}
                            />
                          ) : null}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {/* The rate of the day pointed at, for eyes: screen readers hear it as each day's description. */}
      <p aria-hidden="true" data-night-line="" className="mt-2 min-h-[3em] text-[0.95rem] text-ink">
        {line ? nightLine(line) : null}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
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
        {config.seasons.map((season) => (
          <li key={season.id} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn('inline-block h-1 w-4 rounded-full', markOf(config.seasons, season))}
            />
            {season.minNights > 1
              ? `${season.name} · ${fill(copy.seasonMinimum, { nights: count(season.minNights, copy.nightCount) })}`
              : season.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The same day of the month `months` away, or that month's last day. */
function sameDayIn(iso: string, months: number): string {
  const { year, month } = dateParts(shiftMonth(iso, months));
  return isoOf(year, month, Math.min(dateParts(iso).day, daysInMonth(year, month)));
}
