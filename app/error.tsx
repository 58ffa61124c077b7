'use client';

import { ErrorScreen } from '@/components/layout/ErrorScreen';

/** Routing or rendering failures in the browser land here instead of a blank page. */
export default function ErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorScreen error={error} onRetry={reset} />;
}
