'use client';

import { Mail, MessageCircle, Minus, Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '@/components/ui/buttonClasses';
import { fieldClasses, labelClasses } from '@/components/ui/formField';
import { NewTabNote } from '@/components/ui/NewTabNote';
import { count, fill, fillParts, formatInr, formatRate } from '@/lib/content/format';
import { chatLink } from '@/lib/chat-link';
import { cn } from '@/lib/cn';
import { abroadLine } from '@/lib/foreign-amounts';
import { addDays, dateInIndia, isIsoDate } from '@/lib/dates.mjs';
import { createDraftStore } from '@/lib/session-draft';
import { StayCalendar } from './StayCalendar';
import {
  emailHref,
  isPerBed,
  nearestActionText,
  nearestFreeStay,
  minimumText,
  nearestLeadText,
  nearestLongEnoughStay,
  nearestNoneText,
  NOTE_MAX_LENGTH,
  parseStayQuery,
  rateLine,
  requestReference,
  roomCapacity,
  stayEstimate,
  STAY_DEFAULTS,
  STAY_QUERY_KEYS,
  takenText,
  termsText,
  validateStay,
  whatsappHref,
  type StayConfig,
  type StayDraft,
  type StayField,
} from './stay-request';

export const STAY_DRAFT_KEY = 'smriti:stay-request';
const store = createDraftStore<StayDraft>(STAY_DRAFT_KEY, STAY_DEFAULTS);

const MAX_GUESTS_STEP = 99;

const textFieldClasses = fieldClasses('compact');
const fieldLabelClasses = labelClasses('compact');
const stepButtonClasses =
  'flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full border border-ink/25 text-ink transition-colors hover:border-ink/60 hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40';

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-[0.95rem] leading-snug font-semibold text-clay-deep">
      {children}
    </p>
  );
}

/** Applies a shared link's fields once, then drops them from the address so a reload keeps edits. */
function applyQuery(config: StayConfig) {
  const url = new URL(window.location.href);
  const fromLink = parseStayQuery(
    url.search,
    config.rooms.map((r) => r.id),
  );
  if (Object.keys(fromLink).length > 0) store.merge(fromLink);
  if (STAY_QUERY_KEYS.some((k) => url.searchParams.has(k))) {
    for (const k of STAY_QUERY_KEYS) url.searchParams.delete(k);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
}

/**
 * The stay request composer: dates, guests, room and a note become one complete, friendly
 * message with the estimate worked out, sent by WhatsApp (new tab) or e-mail; this tab then
 * moves to the thank-you page. Nothing is booked or stored on a server; the choices live in
 * session storage until sent.
 */
export function StayRequest({
  config,
  autoFocus = false,
}: {
  config: StayConfig;
  autoFocus?: boolean;
}) {
  const router = useRouter();
  const draft = useSyncExternalStore(store.subscribe, store.get, store.getServer);
  const [today] = useState(() => dateInIndia());
  const [attempted, setAttempted] = useState(false);
  const navTimer = useRef<number | undefined>(undefined);

  useLayoutEffect(() => applyQuery(config), [config]);
  useEffect(() => {
    // The island replaced the fallback link the guest had focused: keep their place.
    if (autoFocus) document.getElementById('stay-checkin')?.focus();
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => window.clearTimeout(navTimer.current), []);

  const copy = config.words;
  const v = validateStay(draft, config, today);
  const shown = (field: StayField) => {
    const e = v.errors[field];
    return e && (!e.missing || attempted) ? e.message : null;
  };
  const errorId = (field: StayField) => `stay-${field}-error`;
  const takenShown = v.taken.length > 0;
  // Taken nights say so first; a stay too short for its season, once its nights are free.
  const minimumShown = !takenShown && v.minimum !== null;
  const invalidProps = (field: StayField, hint?: string) => {
    const msg = shown(field);
    const dateField = field === 'checkin' || field === 'checkout';
    const dates = (takenShown || minimumShown) && dateField;
    const describedBy = [
      msg ? errorId(field) : null,
      dates ? (takenShown ? 'stay-taken' : 'stay-minimum') : null,
      hint,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      'aria-invalid': msg || dates ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  const room = v.room;
  const guestsNumber = /^\d+$/.test(draft.guests) ? Number(draft.guests) : 0;
  const checkoutMin = isIsoDate(draft.checkin) ? addDays(draft.checkin, 1) : addDays(today, 1);
  const checkoutMax = isIsoDate(draft.checkin)
    ? addDays(draft.checkin, config.maxNights)
    : undefined;
  const perBed = isPerBed(room);
  // The summary follows the dates even while another field is wrong; the dormitory needs a
  // valid number of guests (beds) to be priced.
  const est =
    v.nights !== null && (v.guests !== null || !perBed)
      ? stayEstimate(config, room, draft.checkin, v.nights, v.guests ?? 1)
      : null;
  const seasonNames = [...new Set(est?.parts.flatMap((p) => (p.season ? [p.season] : [])) ?? [])];

  // A stay that includes a taken night: the nearest free stay of the same length, one tap away.
  const nearest =
    takenShown && v.nights !== null
      ? nearestFreeStay(config, room.id, draft.checkin, v.nights, today)
      : null;
  // A stay too short for its season: the same check-in lengthened, or the nearest that fits.
  const longEnough =
    minimumShown && v.nights !== null
      ? nearestLongEnoughStay(config, room.id, draft.checkin, v.nights, today)
      : null;
  const take = (dates: { checkin: string; checkout: string } | null) => {
    if (!dates) return;
    flushSync(() => store.merge(dates));
    document.getElementById('stay-checkin')?.focus();
  };
  const takeNearest = () => take(nearest);

  const send = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!v.request) {
      event.preventDefault();
      flushSync(() => setAttempted(true));
      const first = (['checkin', 'checkout', 'guests'] as const).find((f) => v.errors[f]);
      if (first) document.getElementById(`stay-${first}`)?.focus();
      else if (takenShown || minimumShown) {
        (
          document.getElementById('stay-nearest') ?? document.getElementById('stay-checkin')
        )?.focus();
      }
      return;
    }
    // The browser follows the link (WhatsApp in a new tab, or the mail app) once this handler
    // returns; only then clear the draft and move this tab on, or the link would change first.
    navTimer.current = window.setTimeout(() => {
      store.clear();
      router.push(config.thankYou);
    }, 0);
  };

  const stepGuests = (delta: number) => {
    const next = Math.min(MAX_GUESTS_STEP, Math.max(1, (guestsNumber || 0) + delta));
    store.update('guests', String(next));
  };

  const dateField = (field: 'checkin' | 'checkout', min?: string, max?: string) => (
    <div className="min-w-0">
      <label htmlFor={`stay-${field}`} className={fieldLabelClasses}>
        {copy[field]}
      </label>
      <input
        id={`stay-${field}`}
        name={field}
        type="date"
        min={min}
        max={max}
        value={draft[field]}
        onChange={(e) => store.update(field, e.target.value)}
        className={textFieldClasses}
        {...invalidProps(field)}
      />
      {shown(field) ? <FieldError id={errorId(field)}>{shown(field)}</FieldError> : null}
    </div>
  );

  const waHref = v.request ? whatsappHref(v.request, config) : chatLink(config.chatNumber);
  const mailHref = v.request ? emailHref(v.request, config) : `mailto:${config.email}`;

  return (
    <form
      aria-label={copy.label}
      noValidate
      onSubmit={(e) => e.preventDefault()}
      className="space-y-5"
      data-stay-request=""
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {dateField('checkin', today)}
        {dateField('checkout', checkoutMin, checkoutMax)}
      </div>
      {takenShown ? (
        <div
          id="stay-taken"
          role="alert"
          className="rounded-xl border border-clay-deep/30 bg-clay-soft/40 px-4 py-3"
        >
          <p className="font-semibold text-clay-deep">{takenText(room, v.taken, copy)}</p>
          {v.nights !== null ? (
            nearest ? (
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
                <span>{nearestLeadText(v.nights, copy)}</span>
                <button
                  id="stay-nearest"
                  type="button"
                  onClick={takeNearest}
                  className={buttonClasses('secondary', 'min-h-11')}
                >
                  {nearestActionText(nearest, copy)}
                </button>
              </p>
            ) : (
              <p className="mt-2">{nearestNoneText(v.nights, copy)}</p>
            )
          ) : null}
        </div>
      ) : null}
      {minimumShown && v.minimum ? (
        <div
          id="stay-minimum"
          role="alert"
          className="rounded-xl border border-clay-deep/30 bg-clay-soft/40 px-4 py-3"
        >
          <p className="font-semibold text-clay-deep">{minimumText(v.minimum, copy)}</p>
          {longEnough ? (
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
              <span>{copy.minimumLead}</span>
              <button
                id="stay-nearest"
                type="button"
                onClick={() => take(longEnough)}
                className={buttonClasses('secondary', 'min-h-11')}
              >
                {nearestActionText(longEnough, copy)}
              </button>
            </p>
          ) : (
            <p className="mt-2">{copy.minimumNone}</p>
          )}
        </div>
      ) : null}
      {config.takenUntil !== null ? (
        <StayCalendar
          config={config}
          draft={{ ...draft, room: room.id }}
          today={today}
          onChoose={(dates) => store.merge(dates)}
        />
      ) : null}

      <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-4">
        <div>
          <label htmlFor="stay-guests" className={fieldLabelClasses}>
            {copy.guests}
          </label>
          <div className="flex items-center gap-2">
            <button
              type="button"
              aria-label={copy.fewer}
              aria-controls="stay-guests"
              disabled={guestsNumber <= 1}
              onClick={() => stepGuests(-1)}
              className={stepButtonClasses}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <input
              id="stay-guests"
              name="guests"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={draft.guests}
              onChange={(e) => store.update('guests', e.target.value)}
              className={cn(textFieldClasses, 'w-20 text-center tabular-nums')}
              {...invalidProps('guests')}
            />
            <button
              type="button"
              aria-label={copy.more}
              aria-controls="stay-guests"
              disabled={guestsNumber >= MAX_GUESTS_STEP}
              onClick={() => stepGuests(1)}
              className={stepButtonClasses}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
        <div className="min-w-0">
          <label htmlFor="stay-room" className={fieldLabelClasses}>
            {copy.room}
          </label>
          <select
            id="stay-room"
            name="room"
            value={room.id}
            onChange={(e) => store.update('room', e.target.value)}
            aria-describedby="stay-room-hint"
            className={cn(textFieldClasses, 'cursor-pointer')}
          >
            {config.rooms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
          <p id="stay-room-hint" className="mt-1.5 text-[0.95rem] text-ink-soft">
            {formatRate(room, config.tax, config.rates)} · {roomCapacity(room, copy)}
          </p>
        </div>
      </div>
      {shown('guests') ? <FieldError id={errorId('guests')}>{shown('guests')}</FieldError> : null}

      <div>
        <label htmlFor="stay-note" className={fieldLabelClasses}>
          {copy.note} <span className="font-normal text-ink-soft">({copy.optional})</span>
        </label>
        <textarea
          id="stay-note"
          name="note"
          rows={2}
          dir="auto"
          maxLength={NOTE_MAX_LENGTH}
          placeholder={copy.notePlaceholder}
          value={draft.note}
          onChange={(e) => store.update('note', e.target.value)}
          className={cn(textFieldClasses, 'resize-y leading-relaxed')}
        />
      </div>

      <section
        aria-label={copy.summary}
        aria-live="polite"
        aria-atomic="true"
        className="rounded-xl bg-sand/70 px-4 py-4 sm:px-5"
      >
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
          <dt className="text-ink-soft">{copy.nights}</dt>
          <dd className="text-right tabular-nums">
            {v.nights !== null ? count(v.nights, copy.nightCount) : '—'}
          </dd>
          {seasonNames.length > 0 ? (
            <>
              <dt className="text-ink-soft">{copy.season}</dt>
              <dd className="text-right">{seasonNames.join(', ')}</dd>
            </>
          ) : null}
          <dt className="text-ink-soft">{copy.rate}</dt>
          <dd className="text-right tabular-nums">{rateLine(room, est, config)}</dd>
          <dt className="self-baseline pt-1 font-semibold text-ink">{copy.total}</dt>
          <dd className="self-baseline pt-1 text-right font-display text-3xl font-semibold text-clay-deep lining-nums">
            {est ? formatInr(est.total) : '—'}
          </dd>
          <dt className="text-ink-soft">
            {fillParts(copy.advance, { percent: config.advancePercent })}
          </dt>
          <dd className="text-right tabular-nums">{est ? formatInr(est.advance) : '—'}</dd>
        </dl>
        {est && config.abroad ? (
          <p data-testid="stay-abroad" className="mt-2 text-[0.95rem] text-ink-soft">
            {abroadLine(est.total, config.abroad)}
          </p>
        ) : null}
        <p className="mt-3 border-t border-ink/10 pt-3 text-[0.95rem] text-ink-soft">
          <span className="block font-semibold text-ink">{config.houseTimes}</span>
          {est ? null : `${copy.pickDates} `}
          {termsText(config)}
        </p>
      </section>

      {v.request ? (
        <p data-testid="stay-reference" className="font-semibold text-ink tabular-nums">
          {fill(copy.reference, { reference: requestReference(v.request, config) })}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={waHref}
          target="_blank"
          rel="noopener noreferrer"
          onClick={send}
          className={buttonClasses('primary', 'sm:flex-1')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {copy.whatsapp}
          <NewTabNote text={config.newTab.chat} />
        </a>
        <a href={mailHref} onClick={send} className={buttonClasses('secondary', 'sm:flex-1')}>
          <Mail aria-hidden="true" className="size-4" />
          {copy.email}
        </a>
      </div>
      <p className="text-[0.95rem] text-ink-soft">{copy.after}</p>
    </form>
  );
}
