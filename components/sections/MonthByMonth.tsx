import { Cloud, CloudRain, Snowflake, Sun, type LucideIcon } from 'lucide-react';
import { dateInIndia as todayInIndia } from '@/lib/dates.mjs';
import { HeadedSection } from '@/components/ui/HeadedSection';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { count, fill } from '@/lib/content/format';
import type { Sky } from '@/lib/content/months';
import { cn } from '@/lib/cn';
import { monthStays, type MonthSeason } from '@/lib/month-stays';

const SKY_ICONS: Readonly<Record<Sky, LucideIcon>> = {
  clear: Sun,
  showers: Cloud,
  monsoon: CloudRain,
  snow: Snowflake,
};

/** Columns on wide screens: the month, its weather, the valley, its season. */
const ROW = 'lg:grid-cols-[8rem_13rem_minmax(0,1fr)_19rem] lg:gap-x-8';

/** 'Peak season: 20 Dec – 31 Dec · at least 2 nights', in the edition's words. */
export function monthSeasonText(run: MonthSeason, edition: Edition): string {
  const { months } = edition.texts.trip;
  const words = edition.texts.interface.stayRequest;
  const day = (night: string) => {
    const [month, date] = night.slice(-5).split('-').map(Number) as [number, number];
    const name = words.dates.months[month - 1] ?? '';
    return run.dated
      ? fill(words.dayMonthYear, { day: date, month: name, year: night.slice(0, 4) })
      : fill(words.dayMonth, { day: date, month: name });
  };
  const when = run.allMonth
    ? months.allMonth
    : run.first === run.last
      ? day(run.first)
      : `${day(run.first)} – ${day(run.last)}`;
  const text = fill(months.seasonIn, { season: run.season.name, when });
  return run.season.minNights > 1
    ? `${text} · ${fill(words.seasonMinimum, { nights: count(run.season.minNights, words.nightCount) })}`
    : text;
}

/**
 * When to come: the twelve months as one compact list, a row each. On a phone a row is the month,
 * then its weather and temperatures, its season and a line on the valley; on wide screens the rows
 * line up under column names, as a table. The season and its shortest stay are read from the
 * seasons' own nights as the page is built, never written twice.
 */
export function MonthByMonth({ block, edition }: { block: BlockOf<'months'>; edition: Edition }) {
  const { months } = edition.texts.trip;
  const { dates } = edition.texts.interface.stayRequest;
  const stays = monthStays(edition.texts.seasons, todayInIndia());
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={months.heading}>
      <div
        aria-hidden="true"
        className={cn(
          'mt-12 hidden border-b border-ink/15 pb-3 text-sm font-semibold text-ink-soft lg:grid',
          ROW,
        )}
      >
        <span>{months.labels.month}</span>
        <span>{months.labels.weather}</span>
        <span>{months.labels.valley}</span>
        <span>{months.labels.season}</span>
      </div>
      <ol className="mt-8 divide-y divide-ink/10 lg:mt-0">
        {months.months.map((month, i) => {
          const SkyIcon = SKY_ICONS[month.sky];
          const seasons = stays[i]?.seasons ?? [];
          return (
            <li
              key={dates.monthsLong[i]}
              className={cn(
                'grid grid-cols-[4.25rem_minmax(0,1fr)] gap-x-4 gap-y-1 py-4 lg:items-baseline',
                ROW,
              )}
            >
              <h3 className="col-start-1 row-span-3 row-start-1 text-xl lg:row-span-1 lg:text-2xl">
                <span aria-hidden="true" className="lg:hidden">
                  {dates.months[i]}
                </span>
                <span className="max-lg:sr-only">{dates.monthsLong[i]}</span>
              </h3>
              <p className="col-start-2 row-start-1 flex flex-wrap items-center gap-x-2 lg:flex-col lg:items-start">
                <span className="flex items-center gap-2 font-semibold text-ink lining-nums">
                  <SkyIcon aria-hidden="true" className="size-4 shrink-0 text-clay" />
                  <span aria-hidden="true">
                    {fill(months.temps, { max: month.high, min: month.low })}
                  </span>
                  <span className="sr-only">
                    {fill(months.tempsSpoken, { max: month.high, min: month.low })}
                  </span>
                </span>
                <span className="text-[0.95rem] text-ink-soft">{months.skies[month.sky]}</span>
              </p>
              <p className="col-start-2 row-start-3 text-[0.95rem] leading-relaxed text-ink-soft lg:col-start-3 lg:row-start-1 lg:text-base">
                {month.valley}
              </p>
              <p className="col-start-2 row-start-2 text-[0.95rem] leading-snug lg:col-start-4 lg:row-start-1">
                {seasons.length === 0 ? (
                  <span className="text-ink-soft">{months.usualRates}</span>
                ) : (
                  seasons.map((run) => (
                    <span
                      key={`${run.season.id}-${run.first}`}
                      className="block font-semibold text-clay-deep"
                    >
                      {monthSeasonText(run, edition)}
                    </span>
                  ))
                )}
              </p>
            </li>
          );
        })}
      </ol>
    </HeadedSection>
  );
}
