'use client';

import { Copy, MessageCircle } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/buttonClasses';
import { fieldClasses, labelClasses } from '@/components/ui/formField';
import { formatStayDate } from '@/components/stay-request/stay-request';
import { count, fill, formatInr } from '@/lib/content/format';
import {
  composeConfirmation,
  parseAmount,
  payLink,
  quoteOf,
  readRequest,
  replyWhatsApp,
  type ReplyData,
} from '@/lib/stay-reply';

/**
 * The family's reply page: paste, read the stay and its quote, write the confirmation. All of it
 * runs here, in the family's browser: the pasted message never leaves the page.
 */
export function ReplyDesk({ data, closures }: { data: ReplyData; closures: string }) {
  const [first] = data.editions;
  if (!first) throw new Error('ReplyDesk: no editions');
  const ids = { input: useId(), agreed: useId(), lang: useId(), confirmation: useId() };
  const [pageLang, setPageLang] = useState(first.lang);
  const [text, setText] = useState('');
  const [guestLang, setGuestLang] = useState<string | null>(null);
  const [agreedText, setAgreedText] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const page = data.editions.find((e) => e.lang === pageLang) ?? first;
  const words = page.words;
  const read = readRequest(text, data);
  const guest =
    read.kind === 'stay'
      ? (data.editions.find((e) => e.lang === (guestLang ?? read.lang)) ?? first)
      : first;

  const onText = (value: string) => {
    setText(value);
    // A new message: its own language and quote, not the last one's.
    setGuestLang(null);
    setAgreedText(null);
    setCopied(false);
  };

  let result: ReactNode = null;
  if (text.trim() === '') {
    result = null;
  } else if (read.kind === 'none') {
    result = <p role="status">{words.noReference}</p>;
  } else if (read.kind === 'unknown') {
    result = <p role="status">{fill(words.unknownStay, { reference: read.reference })}</p>;
  } else {
    const { stay, phone } = read;
    const quoted = quoteOf(stay, guest.config);
    const agreed = agreedText === null ? quoted.total : parseAmount(agreedText);
    const quote = agreed === null ? null : quoteOf(stay, guest.config, agreed);
    const link = quote ? payLink(guest.payPage, stay, quote.advance) : null;
    const confirmation = quote && link ? composeConfirmation(guest, stay, quote, link) : null;
    const pageDates = page.config.words.dates;
    const room = page.config.rooms.find((r) => r.id === stay.room.id) ?? stay.room;
    const copy = async () => {
      if (!confirmation) return;
      await navigator.clipboard.writeText(confirmation);
      setCopied(true);
    };
    result = (
      <>
        <section aria-labelledby={`${ids.input}-stay`} className="space-y-3">
          <h2 id={`${ids.input}-stay`} className="font-display text-2xl font-semibold">
            {words.stay}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-ink-soft">{words.reference}</dt>
            <dd className="font-semibold tabular-nums">{stay.reference}</dd>
            <dt className="text-ink-soft">{words.room}</dt>
            <dd>{room.title}</dd>
            <dt className="text-ink-soft">{words.checkin}</dt>
            <dd>{formatStayDate(stay.checkin, pageDates)}</dd>
            <dt className="text-ink-soft">{words.checkout}</dt>
            <dd>
              {formatStayDate(stay.checkout, pageDates)} (
              {count(stay.nights, page.config.words.nightCount)})
            </dd>
            <dt className="text-ink-soft">{words.guests}</dt>
            <dd>{stay.guests}</dd>
          </dl>
          <a href={closures} className="inline-block text-clay-deep underline underline-offset-4">
            {words.closeDates}
          </a>
        </section>

        <section aria-labelledby={`${ids.input}-quote`} className="space-y-3">
          <h2 id={`${ids.input}-quote`} className="font-display text-2xl font-semibold">
            {words.quote}
          </h2>
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-ink/15">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {words.night}
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {words.season}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {words.rate}
                </th>
              </tr>
            </thead>
            <tbody>
              {quoted.nights.map((n) => (
                <tr key={n.night} className="border-b border-ink/10">
                  <td className="py-1 pr-3">{formatStayDate(n.night, pageDates)}</td>
                  <td className="py-1 pr-3">{n.season ?? '—'}</td>
                  <td className="py-1 text-right tabular-nums">{formatInr(n.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>{words.total}</dt>
            <dd data-testid="quoted-total" className="text-right font-semibold tabular-nums">
              {formatInr(quoted.total)}
            </dd>
          </dl>
          <div className="space-y-1">
            <label htmlFor={ids.agreed} className={labelClasses()}>
              {words.agreed}
            </label>
            <input
              id={ids.agreed}
              inputMode="numeric"
              value={agreedText ?? String(quoted.total)}
              onChange={(e) => {
                setAgreedText(e.target.value);
                setCopied(false);
              }}
              aria-describedby={`${ids.agreed}-hint`}
              aria-invalid={quote === null}
              className={fieldClasses('roomy', 'max-w-48 tabular-nums')}
            />
            <p id={`${ids.agreed}-hint`} className="text-[0.95rem] text-ink-soft">
              {quote === null ? words.agreedInvalid : words.agreedHint}
            </p>
          </div>
          {quote ? (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              <dt>{fill(words.advance, { percent: guest.config.advancePercent })}</dt>
              <dd data-testid="advance" className="text-right font-semibold tabular-nums">
                {formatInr(quote.advance)}
              </dd>
              <dt>{words.balance}</dt>
              <dd className="text-right tabular-nums">{formatInr(quote.balance)}</dd>
            </dl>
          ) : null}
        </section>

        {confirmation && link ? (
          <section aria-labelledby={`${ids.input}-confirmation`} className="space-y-3">
            <h2 id={`${ids.input}-confirmation`} className="font-display text-2xl font-semibold">
              {words.confirmation}
            </h2>
            <div className="space-y-1">
              <label htmlFor={ids.lang} className={labelClasses()}>
                {words.guestLanguage}
              </label>
              <select
                id={ids.lang}
                value={guest.lang}
                onChange={(e) => {
                  setGuestLang(e.target.value);
                  setCopied(false);
                }}
                className={fieldClasses('roomy', 'max-w-64')}
              >
                {data.editions.map((e) => (
                  <option key={e.lang} value={e.lang} lang={e.lang}>
                    {e.name}
                  </option>
                ))}
              </select>
            </div>
            <p>
              {words.payLink}:{' '}
              <a
                href={link}
                data-testid="pay-link"
                className="break-all text-clay-deep underline underline-offset-4"
              >
                {link}
              </a>
            </p>
            <label htmlFor={ids.confirmation} className="sr-only">
              {words.confirmation}
            </label>
            <textarea
              id={ids.confirmation}
              readOnly
              lang={guest.lang}
              value={confirmation}
              rows={14}
              className={fieldClasses('roomy', 'w-full font-sans')}
            />
            <div className="flex flex-col gap-3 sm:flex-row">
              <button
                type="button"
                onClick={copy}
                className={buttonClasses('secondary', 'sm:flex-1')}
              >
                <Copy aria-hidden="true" className="size-4" />
                {words.copy}
              </button>
              <a
                href={replyWhatsApp(phone, confirmation)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('primary', 'sm:flex-1')}
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                {words.whatsapp}
              </a>
            </div>
            <p role="status" className="text-[0.95rem] text-ink-soft">
              {copied ? `${words.copied}. ` : ''}
              {phone ? fill(words.guestNumber, { number: phone }) : words.noNumber}
            </p>
          </section>
        ) : null}
      </>
    );
  }

  return (
    <div lang={page.lang} className="space-y-8">
      <header className="space-y-3">
        <nav aria-label={words.pageLanguage} className="flex gap-3 text-[0.95rem]">
          {data.editions.map((e) => (
            <button
              key={e.lang}
              type="button"
              lang={e.lang}
              aria-pressed={e.lang === page.lang}
              onClick={() => setPageLang(e.lang)}
              className="rounded-full px-3 py-1 underline-offset-4 aria-pressed:bg-sand aria-pressed:font-semibold hover:underline"
            >
              {e.name}
            </button>
          ))}
        </nav>
        <h1 className="font-display text-4xl font-semibold">{words.title}</h1>
        <p className="text-ink-soft">{words.lead}</p>
      </header>
      <div className="space-y-1">
        <label htmlFor={ids.input} className={labelClasses()}>
          {words.input}
        </label>
        <textarea
          id={ids.input}
          value={text}
          onChange={(e) => onText(e.target.value)}
          rows={8}
          aria-describedby={`${ids.input}-hint`}
          className={fieldClasses('roomy', 'w-full')}
        />
        <p id={`${ids.input}-hint`} className="text-[0.95rem] text-ink-soft">
          {words.inputHint}
        </p>
      </div>
      {result}
    </div>
  );
}
