'use client';

import { Loader2, Send } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '@/components/ui/ButtonLink';
import { Select, type SelectOption } from '@/components/ui/Select';
import type { ContactFormCopy } from '@/content/pages/contact';
import { cn } from '@/lib/cn';
import {
  clearDraft,
  getDraft,
  getServerDraft,
  subscribeDraft,
  updateDraft,
  type ContactDraft,
} from './contact-draft';

type ContactFormProps = {
  copy: ContactFormCopy;
  purposes: readonly SelectOption[];
  /** The simulated send's duration (timings.contactSendDelayMs). */
  sendDelayMs: number;
  /** Id of the visible heading that names the form. */
  labelledBy?: string;
  /**
   * What to show until the island has hydrated, i.e. for good when JavaScript is off: it sits
   * over the disabled form in the same grid cell, so removing it shifts nothing.
   */
  fallback?: ReactNode;
  className?: string;
};

const subscribeNothing = () => () => {};

const fieldClasses =
  'block w-full rounded-lg border border-ink/20 bg-linen px-4 py-2.5 text-ink placeholder:text-ink-soft/80 transition-colors hover:border-ink/40 focus-visible:border-clay disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-parchment';
const labelClasses = 'mb-2 block font-semibold text-ink';

const text = (data: FormData, key: keyof ContactDraft) => {
  const value = data.get(key);
  return typeof value === 'string' ? value : '';
};

/**
 * The message form. Nothing is transmitted: a send waits, logs the values, thanks the visitor
 * and clears the form. Validation is the browser's own (required, type=email).
 */
// sonner is loaded on demand: the contact page's first load skips it, and by the end of the
// 1.5 s send it has long arrived (the site-wide toaster loads it on idle anyway).
let sonner: typeof import('sonner') | undefined;
const loadSonner = () => import('sonner').then((m) => (sonner = m));

export function ContactForm({
  copy,
  purposes,
  sendDelayMs,
  labelledBy,
  fallback,
  className,
}: ContactFormProps) {
  // False in the server HTML and during hydration: with JavaScript off the fields stay disabled
  // (the section explains why) instead of submitting nowhere.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const draft = useSyncExternalStore(subscribeDraft, getDraft, getServerDraft);
  const [sending, setSending] = useState(false);
  // A ref, not state: it blocks a second submit even before React re-renders the button.
  const sendingRef = useRef(false);
  const timerRef = useRef<number | undefined>(undefined);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  const purpose = purposes.some((o) => o.value === draft.purpose) ? draft.purpose : '';
  const { fields } = copy;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    const data = new FormData(event.currentTarget);
    const payload: ContactDraft = {
      name: text(data, 'name'),
      email: text(data, 'email'),
      purpose: text(data, 'purpose'),
      message: text(data, 'message'),
    };
    setSending(true);
    void loadSonner();
    timerRef.current = window.setTimeout(() => {
      console.log('Contact form (simulated send, nothing transmitted):', payload);
      const notify = (m: typeof import('sonner')) =>
        m.toast.success(copy.success.title, { description: copy.success.description });
      if (sonner) notify(sonner);
      else void loadSonner().then(notify);
      clearDraft();
      sendingRef.current = false;
      flushSync(() => setSending(false));
      // The disabled button dropped focus; give keyboard users their place back.
      if (!document.activeElement || document.activeElement === document.body) {
        submitRef.current?.focus();
      }
    }, sendDelayMs);
  }

  return (
    <div className={cn('grid', className)}>
      <form
        onSubmit={handleSubmit}
        aria-labelledby={labelledBy}
        aria-busy={sending}
        className="col-start-1 row-start-1 space-y-6"
      >
        <fieldset disabled={!hydrated} className="min-w-0 space-y-6">
          <legend className="sr-only">{copy.legend}</legend>
          <div className="grid gap-6 sm:grid-cols-2">
            <div>
              <label htmlFor="contact-name" className={labelClasses}>
                {fields.name.label}
              </label>
              <input
                id="contact-name"
                name="name"
                type="text"
                required
                autoComplete="name"
                dir="auto"
                placeholder={fields.name.placeholder}
                value={draft.name}
                readOnly={sending}
                onChange={(e) => updateDraft('name', e.target.value)}
                className={fieldClasses}
              />
            </div>
            <div>
              <label htmlFor="contact-email" className={labelClasses}>
                {fields.email.label}
              </label>
              <input
                id="contact-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder={fields.email.placeholder}
                value={draft.email}
                readOnly={sending}
                onChange={(e) => updateDraft('email', e.target.value)}
                className={fieldClasses}
              />
            </div>
          </div>
          <div>
            <label htmlFor="contact-purpose" className={labelClasses}>
              {fields.purpose.label}{' '}
              <span className="font-normal text-ink-soft">({fields.purpose.hint})</span>
            </label>
            <Select
              id="contact-purpose"
              name="purpose"
              options={purposes}
              value={purpose}
              disabled={sending}
              onValueChange={(value) => updateDraft('purpose', value)}
            />
          </div>
          <div>
            <label htmlFor="contact-message" className={labelClasses}>
              {fields.message.label}
            </label>
            <textarea
              id="contact-message"
              name="message"
              required
              rows={7}
              dir="auto"
              placeholder={fields.message.placeholder}
              value={draft.message}
              readOnly={sending}
              onChange={(e) => updateDraft('message', e.target.value)}
              className={cn(fieldClasses, 'min-h-40 resize-y leading-relaxed')}
            />
          </div>
          <button
            ref={submitRef}
            type="submit"
            disabled={sending}
            className={buttonClasses(
              'primary',
              'w-full cursor-pointer disabled:cursor-wait disabled:opacity-80 sm:w-auto sm:min-w-56',
            )}
          >
            {sending ? (
              <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-4" />
            )}
            {sending ? copy.sending : copy.submit}
          </button>
          <p role="status" className="sr-only">
            {sending ? copy.sending : ''}
          </p>
        </fieldset>
      </form>
      {hydrated || !fallback ? null : (
        <div className="col-start-1 row-start-1 z-10 flex items-center justify-center bg-linen/85 p-1">
          {fallback}
        </div>
      )}
    </div>
  );
}
