import Link from 'next/link';
import type { ErrorWords } from './ErrorWords';

type RouteError = Error & { status?: number; statusText?: string };

/** 'Unexpected Application Error!' with status and status text, or the message, and the stack. */
export function ErrorScreen({
  error,
  words,
  onRetry,
}: {
  error: RouteError;
  /** The interface words' errorScreen, in the page's copy. */
  words: ErrorWords;
  onRetry?: () => void;
}) {
  const headline =
    typeof error.status === 'number'
      ? `${error.status} ${error.statusText ?? ''}`.trim()
      : error.message || words.fallback;
  return (
    <div role="alert" className="mx-auto max-w-site px-5 py-24 sm:px-8">
      <h1 className="text-4xl sm:text-5xl">{words.title}</h1>
      <h2 className="mt-4 font-sans text-xl text-clay-deep italic">{headline}</h2>
      {error.stack ? (
        <pre className="mt-6 max-h-96 overflow-auto rounded-lg bg-sand p-4 text-sm whitespace-pre-wrap text-ink">
          {error.stack}
        </pre>
      ) : null}
      <div className="mt-8 flex gap-4">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="min-h-11 rounded-full bg-clay px-6 font-semibold text-linen"
          >
            {words.retry}
          </button>
        ) : null}
        <Link
          href={words.homeHref}
          className="inline-flex min-h-11 items-center font-semibold text-clay-deep underline"
        >
          {words.home}
        </Link>
      </div>
    </div>
  );
}
