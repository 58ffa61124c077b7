'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';

export type RoomTab = {
  value: string;
  label: string;
  /** Server-rendered panel content: every panel is in the HTML, only the selected one shows. */
  panel: ReactNode;
};

/**
 * The room selector's tabs (Radix: a labelled tablist, arrow keys, Home/End, automatic
 * activation). Panels are force-mounted so all rooms stay in the page for search, find-in-page
 * and readers without JavaScript; CSS hides the unselected ones. Until this island mounts, the
 * page's early script (scripts/lib/early-input.cjs) selects a tapped tab by the same attributes;
 * the island starts on whichever tab it finds selected, then marks itself `data-live`.
 */
export function RoomTabs({
  tabs,
  defaultValue,
  label,
  className,
}: {
  tabs: readonly RoomTab[];
  defaultValue: string;
  /** Accessible name of the tablist. */
  label: string;
  className?: string;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [live, setLive] = useState(false);
  // Before the first paint after hydration, so the tab chosen early is never seen to undo itself.
  useLayoutEffect(() => {
    const early = rootRef.current?.querySelector<HTMLElement>('[role=tab][aria-selected=true]');
    if (early?.dataset.value) setValue(early.dataset.value);
    setLive(true);
  }, []);

  return (
    <Tabs.Root
      ref={rootRef}
      value={value}
      onValueChange={setValue}
      className={className}
      data-room-tabs=""
      data-live={live ? '' : undefined}
    >
      <Tabs.List
        aria-label={label}
        data-room-tablist=""
        className="mx-auto grid max-w-2xl grid-cols-3 gap-1 rounded-full bg-linen p-1.5 shadow-sm ring-1 ring-ink/10"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            data-value={tab.value}
            className={clsx(
              'min-h-11 rounded-full px-2 py-2 text-sm leading-tight font-semibold text-ink-soft transition-colors sm:px-5 sm:text-base',
              'hover:text-ink data-[state=active]:bg-clay data-[state=active]:text-linen data-[state=active]:shadow-sm',
            )}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          data-room-panel=""
          className="mt-10 rounded-2xl data-[state=inactive]:hidden motion-safe:data-[state=active]:animate-fade-up"
        >
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
