'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { InterfaceWords } from '@/lib/content/interface';

/** The words, and where 'home' is in the page's edition. */
export type ErrorWords = InterfaceWords['errorScreen'] & { homeHref: string };

const ErrorWordsContext = createContext<ErrorWords | null>(null);

/**
 * Hands the error screen its words. Next renders app/error.tsx with nothing but the error, so the
 * root layout, which knows the page's copy of the interface words, provides them around every page
 * (and so around the error boundary Next places inside the layout).
 */
export function ErrorWordsProvider({
  words,
  children,
}: {
  words: ErrorWords;
  children: ReactNode;
}) {
  return <ErrorWordsContext.Provider value={words}>{children}</ErrorWordsContext.Provider>;
}

/** The error screen's words; null only outside the root layout, where app/error.tsx never runs. */
export function useErrorWords(): ErrorWords | null {
  return useContext(ErrorWordsContext);
}
