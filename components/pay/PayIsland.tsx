'use client';

import { useSyncExternalStore } from 'react';
import type { BlockOf } from '@/lib/content/blocks';
import { abroadLine, type Abroad } from '@/lib/foreign-amounts';
import {
  isAndroid,
  readPayFragment,
  upiIntentLink,
  upiLink,
  type PayProblem,
  type PayRequest,
} from '@/lib/pay-link';
import { stayCalendar } from '@/lib/ics';
import { CopyButton } from './CopyButton';
import { UpiQrCode } from './UpiQrCode';

type Words = BlockOf<'pay'>;

export type PayHouse = { id: string; name: string; wayIn?: string; houseRules?: string };

export type PayIslandProps = {
  amountWords: Words['amount'];
  problemWords: Words['problems'];
  stayWords: Words['stay'];
  upiId: string;
  payeeName: string;
  note: string;
  cap: number;
  houses: readonly PayHouse[];
  rooms: readonly { id: string; name: string }[];
  /** The amount as the page's language writes rupees. */
  formats: { locale: string };
  /** The family's exchange rates and their words, for the amount in other currencies; or none. */
  abroad: Abroad | null;
  /** The house's hours and place, for the stay in the guest's own calendar. */
  calendar: { checkIn: string; checkOut: string; place: string };
};

function onHashChange(notify: () => void) {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
}

/** What never changes while the page is open (the browser, the page's own address). */
const never = () => () => undefined;

const problemKey: Record<PayProblem, keyof Words['problems']> = {
  'no-amount': 'noAmount',
  'bad-amount': 'badAmount',
  'over-cap': 'overCap',
  'no-reference': 'noReference',
  'unknown-house': 'unknownStay',
  'unknown-room': 'unknownStay',
};

/**
 * The part of the pay page its link decides: the amount and reference, the QR code and the
 * buttons, and the stay's summary. Everything read from the link is shown as React text.
 */
export function PayIsland(props: PayIslandProps) {
  const { amountWords, problemWords, stayWords } = props;
  // The link's fragment, read from the browser; null while rendered at build time.
  const hash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => null,
  );
  const android = useSyncExternalStore(
    never,
    () => isAndroid(navigator.userAgent),
    () => false,
  );
  const here = useSyncExternalStore(
    never,
    () => window.location.href.split('#')[0] ?? '',
    () => '',
  );
  const request: PayRequest | undefined =
    hash === null
      ? undefined
      : readPayFragment(hash, {
          cap: props.cap,
          houses: props.houses.map((h) => h.id),
          rooms: props.rooms.map((r) => r.id),
        });

  // Opened without the family's link (no fragment at all), the page says what it said before its
  // scripts arrived, so nothing on it moves under a reader who is already scrolling.
  if (!request || hash === '') return <p className="text-ink-soft">{amountWords.waiting}</p>;
  if (!request.ok) {
    return (
      <div role="alert" className="rounded-xl border border-clay/40 bg-clay/5 p-5">
        <p className="font-display text-2xl text-ink">{problemWords.title}</p>
        <p className="mt-2 text-ink">{problemWords[problemKey[request.problem]]}</p>
        <p className="mt-2 text-ink-soft">{problemWords.whatToDo}</p>
      </div>
    );
  }
  const { stay } = request;
  const payment = {
    upiId: props.upiId,
    payeeName: props.payeeName,
    amount: stay.amount,
    note: props.note,
    ref: stay.ref,
  };
  const link = upiLink(payment);
  const open = android && here ? upiIntentLink(payment, here) : link;
  const rupees = new Intl.NumberFormat(props.formats.locale, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(stay.amount);
  const house = props.houses.find((h) => h.id === stay.house);
  const room = props.rooms.find((r) => r.id === stay.room);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(props.formats.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const summary = [
    house ? [stayWords.house, house.name] : null,
    room ? [stayWords.room, room.name] : null,
    stay.from ? [stayWords.checkIn, date(stay.from)] : null,
    stay.to ? [stayWords.checkOut, date(stay.to)] : null,
    stay.nights ? [stayWords.nights, String(stay.nights)] : null,
    stay.guests ? [stayWords.guests, String(stay.guests)] : null,
  ].filter((row): row is [string, string] => row !== null);

  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-ink-soft">{amountWords.amount}</dt>
          <dd className="font-display text-3xl text-ink lining-nums" data-testid="pay-amount">
            {rupees}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">{amountWords.reference}</dt>
          <dd className="font-display text-2xl break-all text-ink" data-testid="pay-ref">
            {stay.ref}
          </dd>
        </div>
      </dl>
      {props.abroad ? (
        <p className="-mt-4 text-ink-soft" data-testid="pay-abroad">
          {abroadLine(stay.amount, props.abroad)}
        </p>
      ) : null}
      <figure className="flex flex-col items-start gap-3">
        <UpiQrCode value={link} label={amountWords.qr} />
        <figcaption className="text-sm text-ink-soft">{amountWords.qr}</figcaption>
      </figure>
      <div className="flex flex-wrap items-center gap-4">
        <a
          href={open}
          data-testid="upi-open"
          className="rounded-full bg-clay px-5 py-3 font-semibold text-linen hover:bg-clay/90 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {amountWords.openApp}
        </a>
        <CopyButton
          value={String(stay.amount)}
          label={amountWords.copyAmount}
          copied={amountWords.copied}
        />
      </div>
      {summary.length ? (
        <section aria-labelledby="pay-stay">
          <h3 id="pay-stay" className="font-display text-2xl text-ink">
            {stayWords.title}
          </h3>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {summary.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-ink-soft">{label}</dt>
                <dd className="text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          {stay.from && stay.to ? (
            <a
              className="mt-4 inline-flex min-h-11 items-center rounded-full border border-ink/25 px-5 py-2.5 font-semibold text-ink hover:bg-ink/5"
              download={`${stay.ref.replace(/[^A-Za-z0-9-]/g, '') || 'stay'}.ics`}
              href={`data:text/calendar;charset=utf-8,${encodeURIComponent(
                stayCalendar({
                  uid: `${stay.ref}-${stay.from}`,
                  title: stayWords.event.replace('{place}', house?.name ?? props.calendar.place),
                  description: summary
                    .map(([label, value]) => `${label}: ${value}`)
                    .concat(`${amountWords.reference}: ${stay.ref}`)
                    .join('\n'),
                  place: props.calendar.place,
                  from: stay.from,
                  to: stay.to,
                  checkIn: props.calendar.checkIn,
                  checkOut: props.calendar.checkOut,
                  stamp: new Date(),
                }),
              )}`}
            >
              {stayWords.addToCalendar}
            </a>
          ) : null}
          {house?.wayIn || house?.houseRules ? (
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              {house.wayIn ? (
                <a className="font-semibold text-clay underline" href={house.wayIn}>
                  {stayWords.wayIn}
                </a>
              ) : null}
              {house.houseRules ? (
                <a className="font-semibold text-clay underline" href={house.houseRules}>
                  {stayWords.houseRules}
                </a>
              ) : null}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
