'use client';

import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export type SelectOption = { value: string; label: string };

type SelectProps = {
  /** Id of the trigger, so a <label htmlFor> names it. */
  id: string;
  /** Form field name: Radix renders a hidden native <select> with it, so the value is submitted. */
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Options; the one whose value is '' is the unchosen state and doubles as the placeholder. */
  options: readonly SelectOption[];
  disabled?: boolean;
  'aria-describedby'?: string;
  className?: string;
};

/** A keyboard-operable select in the site's style (Radix Select, popper positioned). */
export function Select({
  id,
  name,
  value,
  onValueChange,
  options,
  disabled,
  className,
  ...aria
}: SelectProps) {
  const placeholder = options.find((o) => o.value === '')?.label;
  return (
    <RadixSelect.Root name={name} value={value} onValueChange={onValueChange} disabled={disabled}>
      <RadixSelect.Trigger
        id={id}
        {...aria}
        className={cn(
          'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border border-ink/20 bg-linen px-4 py-2.5 text-left text-ink transition-colors',
          'hover:border-ink/40 focus-visible:border-clay disabled:cursor-not-allowed disabled:opacity-60',
          'data-[placeholder]:text-ink-soft',
          className,
        )}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-[var(--radix-select-content-available-height)] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-ink/15 bg-linen text-ink shadow-lg"
        >
          <RadixSelect.Viewport className="p-1.5">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className={cn(
                  'relative flex min-h-11 cursor-pointer items-center rounded-md py-2 pr-3 pl-9 outline-none select-none',
                  'data-[highlighted]:bg-clay-soft/60 data-[state=checked]:font-semibold',
                  option.value === '' && 'text-ink-soft',
                )}
              >
                <RadixSelect.ItemIndicator className="absolute left-3 inline-flex">
                  <Check aria-hidden="true" className="size-4 text-clay" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
