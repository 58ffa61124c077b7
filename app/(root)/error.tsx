'use client';

import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { useErrorWords } from '@/components/layout/ErrorWords';

/** Routing or rendering failures in the browser land here instead of a blank page. */
export default function ErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const words = useErrorWords();
  // The root layout always provides the words around the pages this boundary catches.
  if (!words) return null;
  return <ErrorScreen error={error} words={words} onRetry={reset} />;
}
