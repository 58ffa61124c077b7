import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AvailabilityCalendar } from '@/components/stay-request/AvailabilityCalendar';
import { stayConfig } from '@/components/stay-request/stay-config';
import {
  STAY_DEFAULTS,
  type StayConfig,
  type StayDraft,
} from '@/components/stay-request/stay-request';
import { count, fill, formatInr } from '@/lib/content/format';
import { defaultEdition } from '@/lib/content/editions';
import type { Season } from '@/lib/stay-pricing';

// A fixed calendar, season and day, so nothing here depends on today's data or date.
const { stayForm: words } = defaultEdition.texts;
const TODAY = '2027-03-01';
const FESTIVAL: Season = {
  id: 'festival-week',
  name: 'Festival week',
  minNights: 3,
  rates: { premium: 9100, standard: 7100, dorm: 2100 },
  everyYear: [],
  onDates: [['2027-03-15', '2027-03-18']],
};
const config: StayConfig = {
  ...stayConfig(defaultEdition),
  taken: { premium: [['2027-03-10', '2027-03-12']] },
  takenUntil: '2027-09-01',
  seasons: [FESTIVAL],
};
const date = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return fill(words.dates.date, {
    weekday: words.dates.weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!,
    day: d,
    month: words.dates.months[m - 1]!,
    year: y,
  });
};
const monthName = (m: number) =>
  fill(words.dates.monthYear, { month: words.dates.monthsLong[m - 1]!, year: 2027 });
const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-day="${iso}"]`)!;

function show(over: Partial<StayDraft> = {}, months = 2) {
  const onChoose = jest.fn();
  render(
    <AvailabilityCalendar
      config={config}
      draft={{ ...STAY_DEFAULTS, room: 'premium', ...over }}
      today={TODAY}
      onChoose={onChoose}
      months={months}
    />,
  );
  return onChoose;
}

describe('the availability calendar', () => {
  it('shows two months side by side, or one, named in the edition’s words', () => {
    show();
    const grids = screen.getAllByRole('grid');
    expect(grids.map((g) => g.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(screen.getByRole('grid', { name: monthName(3) })).toBeTruthy();
    expect(screen.getByRole('grid', { name: monthName(4) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: words.nextMonth }));
    expect(screen.getByRole('grid', { name: monthName(5) })).toBeTruthy();
  });

  it('refuses a taken night and names it taken', () => {
    const onChoose = show({}, 1);
    expect(screen.getAllByRole('grid')).toHaveLength(1);
    const taken = day('2027-03-11');
    expect(taken.getAttribute('aria-label')).toBe(`${date('2027-03-11')}, ${words.dayTaken}`);
    expect(taken.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(taken);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('marks a season’s nights with its name and the room’s rate, and lists the season with its minimum', () => {
    show();
    const night = day('2027-03-16');
    expect(night.getAttribute('aria-label')).toBe(
      `${date('2027-03-16')}, ${words.dayFree}, ${FESTIVAL.name}`,
    );
    expect(night.title).toContain(FESTIVAL.name);
    expect(night.title).toContain(formatInr(9100));
    expect(day('2027-03-20').title).toContain(formatInr(config.rooms[0]!.priceInr));
    fireEvent.mouseEnter(night);
    expect(document.querySelector('[data-night-line]')!.textContent).toContain(formatInr(9100));
    const legend = screen.getByRole('list');
    expect(within(legend).getByText(new RegExp(FESTIVAL.name)).textContent).toContain(
      fill(words.seasonMinimum, { nights: count(3, words.nightCount) }),
    );
  });

  it('refuses a check-out that makes the stay shorter than its season’s minimum, saying the minimum', () => {
    const onChoose = show({ checkin: '2027-03-15' });
    const tooShort = fill(words.dayTooShort, { nights: count(3, words.nightCount) });
    const short = day('2027-03-17');
    expect(short.getAttribute('aria-disabled')).toBe('true');
    expect(short.getAttribute('aria-label')).toContain(tooShort);
    fireEvent.click(short);
    expect(onChoose).not.toHaveBeenCalled();
    expect(document.querySelector('[data-night-line]')!.textContent).toContain(tooShort);
    fireEvent.click(day('2027-03-18'));
    expect(onChoose).toHaveBeenCalledWith({ checkin: '2027-03-15', checkout: '2027-03-18' });
  });

  it('moves through the days and months with the keyboard, keeping one day in the tab order', () => {
    show({ checkin: '2027-03-31', checkout: '2027-04-04' }, 1);
    const current = () => document.querySelector<HTMLButtonElement>('button[tabindex="0"]')!;
    expect(current().dataset.day).toBe('2027-03-31');
    act(() => current().focus());
    fireEvent.keyDown(current(), { key: 'ArrowRight' });
    expect(current().dataset.day).toBe('2027-04-01');
    expect(document.activeElement).toBe(current());
    expect(screen.getByRole('grid', { name: monthName(4) })).toBeTruthy();
    fireEvent.keyDown(current(), { key: 'PageDown' });
    expect(current().dataset.day).toBe('2027-05-01');
  });
});
