import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import {
  ContactForm,
  textDirection,
  type ContactEndpoint,
} from '@/components/contact-form/ContactForm';
import {
  clearDraft,
  DRAFT_KEY,
  DRAFT_SAVE_DELAY_MS,
  resetDraftMemory,
} from '@/components/contact-form/contact-draft';
import type { SelectOption } from '@/components/ui/Select';
import type { ContactFormCopy } from '@/lib/content/blocks';
import { timings } from '@/lib/content/facts';
import { editionOf, pageNamed } from '@/lib/content/editions';
import { findSection } from '@/lib/content/page-file';
import { earlySubmitScript } from '@/components/ui/early-submit';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** The contact page's section as content/ has it: the form the site draws. */
const contactForm = findSection(pageNamed(editionOf('en'), 'contact'), 'contactForm');

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const delay = timings.contactSendDelayMs;
const TITLE = 'Thank you for writing.';
const DESCRIPTION =
  'We usually respond within 3–5 days. Every message is read by someone who cares.';

/**
 * The form's words as this test writes them (content/pages/contact.yaml's when it was written),
 * so that the family may reword the page's form without turning these tests red.
 */
const COPY: ContactFormCopy = {
  legend: 'Your letter to us',
  fields: {
    name: { label: 'Your name', placeholder: 'Your full name' },
    email: { label: 'E-mail', placeholder: 'you@example.com' },
    purpose: { label: 'What brings you here', hint: 'optional' },
    message: {
      label: 'Your message',
      placeholder: 'A few lines about your travel, your home, or simply yourself…',
    },
  },
  submit: 'Send Message',
  sending: 'Sending with care...',
  success: { title: TITLE, description: DESCRIPTION },
  failure: {
    title: 'Your message was not sent.',
    description:
      'Nothing is lost: your words are still in the form. Please try again in a moment, or write to us at {email}.',
  },
};
const purposeOptions: readonly SelectOption[] = [
  { value: '', label: 'Select an option' },
  { value: 'book-stay', label: 'I would like to book a stay' },
  { value: 'discuss-restoration', label: 'I would like to discuss a restoration' },
  { value: 'just-connect', label: 'I would simply like to connect' },
];

const TIMEOUT = timings.contactSendTimeoutMs;

function renderForm(endpoint?: ContactEndpoint) {
  return render(form(endpoint));
}

function form(endpoint?: ContactEndpoint) {
  return (
    <ContactForm
      copy={COPY}
      purposes={purposeOptions}
      sendDelayMs={delay}
      endpoint={endpoint}
      sendTimeoutMs={TIMEOUT}
      email="hello@example.com"
      fallback={<p>needs JavaScript</p>}
    />
  );
}

/** The purpose select becomes the Radix Select once the browser is idle (a timer in jsdom). */
async function enhanced() {
  await act(async () => {
    jest.advanceTimersByTime(250);
  });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /What brings you here/ }).tagName).toBe('BUTTON'),
  );
}

const fields = () => ({
  name: screen.getByRole('textbox', { name: 'Your name' }),
  email: screen.getByRole('textbox', { name: 'E-mail' }),
  purpose: screen.getByRole('combobox', { name: /What brings you here/ }),
  message: screen.getByRole('textbox', { name: 'Your message' }),
});

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

async function fillAll(user: ReturnType<typeof setup>) {
  const f = fields();
  await user.type(f.name, 'Asha Rao');
  await user.type(f.email, 'asha@example.org');
  // Keyboard only: open with Enter, move to the second real option, choose it with Enter.
  f.purpose.focus();
  await user.keyboard('{Enter}');
  // Radix focuses the chosen option once its (promise-based) positioning settles.
  await act(async () => jest.advanceTimersByTime(50));
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await user.type(f.message, 'Our family house in Kangra needs a new roof.');
}

let log: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  log = jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});

afterEach(() => {
  act(() => clearDraft());
  window.sessionStorage.clear();
  resetDraftMemory();
  log.mockRestore();
  jest.useRealTimers();
});

describe('ContactForm', () => {
  it('the send delay is the spec’s, and the page’s form words every field these tests word', () => {
    expect(delay).toBe(1500);
    // The family's words, whatever they are: every field these tests word is worded there too.
    const shape = (value: unknown): unknown =>
      typeof value === 'string'
        ? value.trim() !== ''
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
          : value;
    expect(shape(contactForm)).toMatchObject(shape(COPY) as object);
    // Its slots filled from the facts ('within {responseDays} days').
    expect(contactForm.success.description).not.toMatch(/\{\w+\}/);
    expect(contactForm.purposes.length).toBeGreaterThan(0);
  });

  it('goes idle → submitting → idle with a toast, a console payload and every field cleared', async () => {
    const user = setup();
    renderForm();
    await enhanced();
    const f = fields();
    expect(f.name).toHaveAttribute('placeholder', 'Your full name');
    expect(f.name).toBeRequired();
    expect(f.email).toBeRequired();
    expect(f.email).toHaveAttribute('type', 'email');
    expect(f.message).toBeRequired();
    expect(f.purpose).toHaveTextContent('Select an option');

    await fillAll(user);
    expect(f.purpose).toHaveTextContent('I would like to discuss a restoration');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const sending = screen.getByRole('button', { name: 'Sending with care...' });
    expect(sending).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sending with care...');

    act(() => jest.advanceTimersByTime(delay - 1));
    expect(sending).toBeDisabled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith(TITLE, { description: DESCRIPTION });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[1]).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.org',
      purpose: 'discuss-restoration',
      message: 'Our family house in Kangra needs a new roof.',
    });

    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toBeEnabled();
    expect(f.name).toHaveValue('');
    expect(f.email).toHaveValue('');
    expect(f.message).toHaveValue('');
    expect(f.purpose).toHaveTextContent('Select an option');
    expect(document.querySelector('select[name="purpose"]')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('blocks a second submit while sending: one log, one toast', async () => {
    const user = setup();
    const { container } = renderForm();
    await enhanced();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    // The button is disabled, so go around it: Enter in a field, and a scripted submit.
    await user.type(fields().name, '{Enter}');
    fireEvent.submit(form);
    act(() => jest.advanceTimersByTime(delay * 3));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('keeps the fields read-only while sending so nothing typed is lost in the reset', async () => {
    const user = setup();
    renderForm();
    await enhanced();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const f = fields();
    expect(f.name).toHaveAttribute('readonly');
    expect(f.message).toHaveAttribute('readonly');
    expect(f.purpose).toBeDisabled();
    act(() => jest.advanceTimersByTime(delay));
    expect(f.name).not.toHaveAttribute('readonly');
    expect(f.purpose).toBeEnabled();
  });

  it('does not send while a required field is empty (the browser validates)', async () => {
    const user = setup();
    renderForm();
    await enhanced();
    await user.type(fields().name, 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(delay));
    expect(toast.success).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the draft in sessionStorage, restores it after a reload and clears it on send', async () => {
    const user = setup();
    const hostile = '<img src=x onerror=alert(1)> مرحبا 🙏';
    const first = renderForm();
    await enhanced();
    await fillAll(user);
    await user.clear(fields().name);
    await user.type(fields().name, hostile);
    act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    expect(stored).toEqual({
      name: hostile,
      email: 'asha@example.org',
      purpose: 'discuss-restoration',
      message: 'Our family house in Kangra needs a new roof.',
    });

    // A reload: the component and the in-memory copy are gone, only sessionStorage remains.
    first.unmount();
    resetDraftMemory();
    const { container } = renderForm();
    await enhanced();
    const f = fields();
    expect(f.name).toHaveValue(hostile);
    expect(f.email).toHaveValue('asha@example.org');
    expect(f.message).toHaveValue('Our family house in Kangra needs a new roof.');
    expect(f.purpose).toHaveTextContent('I would like to discuss a restoration');
    // Text, never markup.
    expect(container.querySelector('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    act(() => jest.advanceTimersByTime(delay));
    expect(log.mock.calls[0]?.[1]).toMatchObject({ name: hostile, purpose: 'discuss-restoration' });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('ignores a damaged or foreign draft', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, '{not json');
    const first = renderForm();
    expect(fields().name).toHaveValue('');
    first.unmount();

    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ name: 42, email: 'a@b.co', purpose: 'buy-the-house', message: ['x'] }),
    );
    resetDraftMemory();
    renderForm();
    await enhanced();
    const f = fields();
    expect(f.name).toHaveValue('');
    expect(f.email).toHaveValue('a@b.co');
    expect(f.message).toHaveValue('');
    expect(f.purpose).toHaveTextContent('Select an option');
  });

  it('writes the draft to storage once typing pauses, not on every key', async () => {
    const user = setup();
    renderForm();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      await user.type(fields().message, 'slowly');
      // Each key reached the field at once; storage waits for the pause.
      expect(fields().message).toHaveValue('slowly');
      expect(setItem).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
        message: 'slowly',
      });
    } finally {
      setItem.mockRestore();
    }
  });

  it('saves a pending draft at once when the tab is hidden or left', async () => {
    const user = setup();
    renderForm();
    await user.type(fields().name, 'Asha');
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      name: 'Asha',
    });
  });

  it('sets the message direction from its first letter, as dir=auto would', async () => {
    expect(textDirection('')).toBeUndefined();
    expect(textDirection('  123 🙏')).toBeUndefined();
    expect(textDirection('12 مرحبا Hello')).toBe('rtl');
    expect(textDirection('שלום')).toBe('rtl');
    expect(textDirection('<b> مرحبا')).toBe('ltr');
    expect(textDirection('पहाड़')).toBe('ltr');
    const user = setup();
    renderForm();
    await user.type(fields().message, 'مرحبا');
    expect(fields().message).toHaveAttribute('dir', 'rtl');
    await user.clear(fields().message);
    expect(fields().message).not.toHaveAttribute('dir');
    await user.type(fields().message, 'Hello');
    expect(fields().message).toHaveAttribute('dir', 'ltr');
  });

  it('does not count a name or message of only spaces as filled in', async () => {
    const user = setup();
    renderForm();
    await enhanced();
    const f = fields();
    await user.type(f.name, '   ');
    await user.type(f.email, 'asha@example.org');
    await user.type(f.message, '  \n  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // Emptied, so `required` refuses it with the browser's own message.
    expect(f.name).toHaveValue('');
    expect(f.message).toHaveValue('');
    expect((f.name as HTMLInputElement).validity.valueMissing).toBe(true);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(delay));
    expect(log).not.toHaveBeenCalled();
    // Words with spaces around them are kept as typed.
    await user.type(f.name, ' Asha ');
    await user.type(f.message, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    act(() => jest.advanceTimersByTime(delay));
    expect(log.mock.calls[0]?.[1]).toMatchObject({ name: ' Asha ', message: 'Hello' });
  });
});

describe('ContactForm delivering to an endpoint', () => {
  const endpoint: ContactEndpoint = {
    url: 'https://forms.example.net/f/abc',
    fields: { _subject: 'A letter from the website' },
  };
  let fetchMock: jest.Mock;
  const answer = (status: number) => Promise.resolve({ ok: status >= 200 && status < 300, status });

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  async function fillAndSend(user: ReturnType<typeof setup>) {
    await enhanced();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
  }

  it('posts JSON with the extra fields; on 2xx thanks the visitor and clears the form', async () => {
    fetchMock.mockReturnValue(answer(200));
    const user = setup();
    const { container } = renderForm(endpoint);
    // Without JavaScript the same form posts natively, so it is enabled and says where to.
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('action', endpoint.url);
    expect(form).toHaveAttribute('method', 'post');
    expect(container.querySelector('input[type="hidden"][name="_subject"]')).toHaveValue(
      'A letter from the website',
    );
    expect(screen.queryByText('needs JavaScript')).toBeNull();

    await fillAndSend(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(endpoint.url);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      _subject: 'A letter from the website',
      name: 'Asha Rao',
      email: 'asha@example.org',
      purpose: 'discuss-restoration',
      message: 'Our family house in Kangra needs a new roof.',
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(TITLE, { description: DESCRIPTION }),
    );
    expect(fields().name).toHaveValue('');
    expect(log).not.toHaveBeenCalled();
  });

  it('on a non-2xx answer says it was not sent, keeps the draft and lets the visitor retry', async () => {
    fetchMock.mockReturnValueOnce(answer(500)).mockReturnValueOnce(answer(201));
    const user = setup();
    renderForm(endpoint);
    await fillAndSend(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(jest.mocked(toast.error).mock.calls[0]?.[0]).toBe('Your message was not sent.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(fields().message).toHaveValue('Our family house in Kangra needs a new roof.');
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      name: 'Asha Rao',
    });
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('gives up after the time limit and never sends twice on a double submit', async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const user = setup();
    const { container } = renderForm(endpoint);
    await fillAndSend(user);
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(TIMEOUT).toBe(15_000);
    await act(async () => jest.advanceTimersByTime(TIMEOUT - 1));
    expect(signal?.aborted).toBe(false);
    expect(screen.getByRole('button', { name: 'Sending with care...' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(fields().name).toHaveValue('Asha Rao');
  });
});

describe('ContactForm before its script runs', () => {
  beforeAll(() => {
    // The page's first inline script, as every exported page runs it.
    new Function(earlySubmitScript)();
  });

  it('lets the visitor type at once, holds an early send, then sends it once with their words', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.append(container);
    const q = <T extends Element>(sel: string) => container.querySelector(sel) as T;
    // Plain HTML: nothing is disabled, and the no-script note is not in the way.
    expect(q<HTMLFieldSetElement>('fieldset').disabled).toBe(false);
    q<HTMLInputElement>('#contact-name').value = 'Asha Rao';
    q<HTMLInputElement>('#contact-email').value = 'asha@example.org';
    q<HTMLSelectElement>('#contact-purpose').value = 'book-stay';
    q<HTMLTextAreaElement>('#contact-message').value = 'Two nights in March, please.';
    const htmlForm = q<HTMLFormElement>('form');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    htmlForm.dispatchEvent(submit);
    // Held back: no reload with the words in the address.
    expect(submit.defaultPrevented).toBe(true);

    await act(async () => {
      hydrateRoot(container, form());
    });
    expect(screen.getByRole('button', { name: 'Sending with care...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(delay));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[1]).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.org',
      purpose: 'book-stay',
      message: 'Two nights in March, please.',
    });
    expect(toast.success).toHaveBeenCalledTimes(1);
    // Sent once: nothing replays it again.
    act(() => jest.advanceTimersByTime(delay * 2));
    expect(log).toHaveBeenCalledTimes(1);
    // Once the island runs, a send is its own: the early script holds nothing more back.
    act(() => {
      htmlForm.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect((window as { __earlySubmits?: unknown[] }).__earlySubmits).toEqual([]);
    container.remove();
  });
});
