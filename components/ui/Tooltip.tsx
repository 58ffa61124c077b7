'use client';

import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { timings } from '@/lib/content/timings';

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={timings.tooltip.delayMs}
      skipDelayDuration={timings.tooltip.skipDelayMs}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

/**
 * A hint on hover or keyboard focus. Radix ignores touch, so the trigger must carry its own
 * accessible name: the tooltip only repeats it for sighted mouse and keyboard users.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={timings.tooltip.sideOffset}
          className="z-50 rounded-md bg-ink px-3 py-1.5 text-sm text-linen shadow-md"
        >
          {label}
          <RadixTooltip.Arrow className="fill-ink" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
