'use client';

import { useState } from 'react';

/** Copies `value`, and says so in a polite live region (the button keeps its own name). */
export function CopyButton({
  value,
  label,
  copied,
}: {
  value: string;
  label: string;
  copied: string;
}) {
  const [done, setDone] = useState(false);
  return (
    <span className="inline-flex items-center gap-3">
      <button
        type="button"
        className="rounded-full border border-ink/30 px-4 py-2 text-sm font-semibold text-ink hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-offset-2"
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => setDone(true));
        }}
      >
        {label}
      </button>
      <span aria-live="polite" className="text-sm text-ink-soft">
        {done ? copied : ''}
      </span>
    </span>
  );
}
