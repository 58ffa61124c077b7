'use client';

import { useEffect } from 'react';

/**
 * Marks the document (`<html data-hydrated>`) once React has taken it over. The framework's
 * scripts start after the first paint, so for a moment links and buttons act as plain HTML (a
 * gallery thumbnail opens the photo, a link loads the next page in full); the end-to-end tests
 * wait for this mark before they use an island, as they would wait for a visitor's first tap.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
