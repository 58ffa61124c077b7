'use client';

import { Loader2, Send } from 'lucide-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '@/components/ui/buttonClasses';
import { fieldClasses, labelClasses } from '@/components/ui/formField';
import { Select, type SelectOption } from '@/components/ui/Select';
import type { ContactFormCopy } from '@/lib/content/blocks';
import { cn } from '@/lib/cn';
import { EARLY_SUBMIT_ATTRIBUTE, takeEarlySubmit } from '@/components/ui/early-submit';
import {
  clearDraft,
  flushDraft,
  getDraft,
  getServerDraft,
  subscribeDraft,
  updateDraft,
  type ContactDraft,
} from './contact-draft';

/** Where messages are delivered (content/site.yaml contactForm), when the owner has set it up. */
export type ContactEndpoint = { url: string; fields: Readonly<Record<string, string>> };

type ContactFormProps = {
  copy: ContactFormCopy;
  purposes: readonly SelectOption[];
  /** The simulated send's duration (timings.contactSendDelayMs). */
  sendDelayMs: number;
  /** Delivery instead of the simulated send; without JavaScript the form posts there natively. */
  endpoint?: ContactEndpoint;
  /** How long a delivery may take before it counts as failed (timings.contactSendTimeoutMs). */
  sendTimeoutMs?: number;
  /** Offered in the failure notice as the way that always works. */
  email: string;
  /** Id of the visible heading that names the form. */
  labelledBy?: string;
  /**
   * What to show instead of the form when the browser runs no scripts, or when a send was tapped
   * and the form's script never came (the form could not send): it takes the form's place in the
   * same grid cell, so the card keeps its size.
   */
  fallback?: ReactNode;
  className?: string;
};

// While a message is on its way the fields are read-only (not disabled, so they are still sent
// and still read out), and look it.
const textFieldClasses = fieldClasses('roomy', 'read-only:bg-parchment');
const fieldLabelClasses = labelClasses('roomy');

const text = (data: FormData, key: keyof ContactDraft) => {
  const value = data.get(key);
  return typeof value === 'string' ? value : '';
};

/**
 * Keeps a text field showing the draft without React re-setting it on every key (a controlled
 * field has its value and default text re-set per keystroke, which in a megabyte-long letter
 * costs more than the typing itself). The field holds what is typed; the draft is written into
 * it only when it changes from elsewhere (restored after a reload, cleared after a send). Words
 * typed before hydration are adopted into the draft, not wiped.
 */
function useDraftField<T extends HTMLInputElement | HTMLTextAreaElement>(
  field: keyof ContactDraft,
  value: string,
) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      if (value === '' && el.value !== '') {
        updateDraft(field, el.value);
        return;
      }
    }
    if (el.value !== value) el.value = value;
  }, [field, value]);
  return ref;
}

// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms).
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const FIRST_LETTER = /\p{L}/u;

/**
 * What `dir="auto"` decides (the first letter's script), computed here for the message: on a
 * textarea Chromium re-derives `auto` over the whole text on every key, seconds per key once a
 * pasted letter reaches a megabyte, even without any script on the page.
 */
export function textDirection(text: string): 'ltr' | 'rtl' | undefined {
  const letter = FIRST_LETTER.exec(text.slice(0, 4096))?.[0];
  if (!letter) return undefined;
  return RTL_LETTER.test(letter) ? 'rtl' : 'ltr';
}

/** Required free-text fields: a value of only spaces must not count as filled in. */
const TRIMMED_REQUIRED = ['name', 'message'] as const;

/** POSTs the message as JSON; resolves true only on a 2xx answer within the time limit. */
async function deliver(endpoint: ContactEndpoint, payload: ContactDraft, timeoutMs: number) {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...endpoint.fields, ...payload }),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    // Offline, refused, blocked or timed out: all mean the message did not arrive.
    return false;
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * The message form. With no endpoint configured nothing is transmitted: a send waits, logs the
 * values, thanks the visitor and clears the form. With one, the message is delivered there and
 * the visitor is told plainly if it was not. Validation is the browser's own (required,
 * type=email).
 */
// sonner is loaded on demand: the contact page's first load skips it, and by the end of the
// 1.5 s send it has long arrived (the site-wide toaster loads it on idle anyway).
let sonner: typeof import('sonner') | undefined;
const loadSonner = () => import('sonner').then((m) => (sonner = m));

export function ContactForm({
  copy,
  purposes,
  sendDelayMs,
  endpoint,
  sendTimeoutMs = 15_000,
  email,
  labelledBy,
  fallback,
  className,
}: ContactFormProps) {
  const draft = useSyncExternalStore(subscribeDraft, getDraft, getServerDraft);
  const [sending, setSending] = useState(false);
  // A ref, not state: it blocks a second submit even before React re-renders the button.
  const sendingRef = useRef(false);
  const timerRef = useRef<number | undefined>(undefined);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  // A send tapped before this script ran was held back by the form's early-submit script (the
  // fields already passed the browser's checks): send it now, once.
  useEffect(() => {
    const form = formRef.current;
    if (form && takeEarlySubmit(form)) form.requestSubmit();
  }, []);

  const nameRef = useDraftField<HTMLInputElement>('name', draft.name);
  const emailRef = useDraftField<HTMLInputElement>('email', draft.email);
  const messageRef = useDraftField<HTMLTextAreaElement>('message', draft.message);
  const purpose = purposes.some((o) => o.value === draft.purpose) ? draft.purpose : '';
  const { fields } = copy;

  // Runs before the browser's own validation (a click on the button, or Enter in a field, which
  // clicks it): emptying a field of only spaces lets `required` refuse it with its own message.
  function clearBlankFields() {
    for (const field of TRIMMED_REQUIRED) {
      const value = getDraft()[field];
      if (value !== '' && value.trim() === '') flushSync(() => updateDraft(field, ''));
    }
  }

  function notify(show: (m: typeof import('sonner')) => void) {
    if (sonner) show(sonner);
    else void loadSonner().then(show);
  }

  function finish(sent: boolean) {
    if (sent) {
      notify((m) => m.toast.success(copy.success.title, { description: copy.success.description }));
      clearDraft();
    } else {
      // The draft stays in the fields and in session storage, so trying again costs nothing.
      flushDraft();
      notify((m) =>
        m.toast.error(copy.failure.title, {
          description: (
            <>
              {copy.failure.description.split(/(\{email\})/).map((piece, i) =>
                piece === '{email}' ? (
                  <a key={i} href={`mailto:${email}`} className="font-semibold underline">
                    {email}
                  </a>
                ) : (
                  piece
                ),
              )}
            </>
          ),
        }),
      );
    }
    sendingRef.current = false;
    flushSync(() => setSending(false));
    // The disabled button dropped focus; give keyboard users their place back.
    if (!document.activeElement || document.activeElement === document.body) {
      submitRef.current?.focus();
    }
  }

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
    if (endpoint) {
      void deliver(endpoint, payload, sendTimeoutMs).then(finish);
      return;
    }
    timerRef.current = window.setTimeout(() => {
      console.log('Contact form (simulated send, nothing transmitted):', payload);
      finish(true);
    }, sendDelayMs);
  }

  return (
    <div className={cn('group/form grid', className)}>
      <form
        ref={formRef}
        onSubmit={handleSubmit}
        {...(endpoint ? {} : { [EARLY_SUBMIT_ATTRIBUTE]: '' })}
        {...(endpoint ? { action: endpoint.url, method: 'post' } : {})}
        aria-labelledby={labelledBy}
        aria-busy={sending}
        className="col-start-1 row-start-1 space-y-6"
      >
        <fieldset
          className={cn('min-w-0 space-y-6', fallback && !endpoint && 'noscript:invisible')}
        >
          <legend className="sr-only">{copy.legend}</legend>
          {endpoint
            ? Object.entries(endpoint.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))
            : null}
          <div className="grid gap-6 sm:grid-cols-2">
            <div>
              <label htmlFor="contact-name" className={fieldLabelClasses}>
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
                ref={nameRef}
                readOnly={sending}
                onChange={(e) => updateDraft('name', e.target.value)}
                className={textFieldClasses}
              />
            </div>
            <div>
              <label htmlFor="contact-email" className={fieldLabelClasses}>
                {fields.email.label}
              </label>
              <input
                id="contact-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder={fields.email.placeholder}
                ref={emailRef}
                readOnly={sending}
                onChange={(e) => updateDraft('email', e.target.value)}
                className={textFieldClasses}
              />
            </div>
          </div>
          <div>
            <label htmlFor="contact-purpose" className={fieldLabelClasses}>
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
            <label htmlFor="contact-message" className={fieldLabelClasses}>
              {fields.message.label}
            </label>
            <textarea
              id="contact-message"
              name="message"
              required
              rows={7}
              dir={textDirection(draft.message)}
              placeholder={fields.message.placeholder}
              ref={messageRef}
              readOnly={sending}
              onChange={(e) => updateDraft('message', e.target.value)}
              className={cn(textFieldClasses, 'min-h-40 resize-y leading-relaxed')}
            />
          </div>
          <button
            ref={submitRef}
            type="submit"
            disabled={sending}
            onClick={clearBlankFields}
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
      {!fallback || endpoint ? null : (
        <div className="z-10 col-start-1 row-start-1 hidden items-center justify-center bg-linen/85 p-1 noscript:flex group-data-[stalled]/form:flex">
          {fallback}
        </div>
      )}
    </div>
  );
}
