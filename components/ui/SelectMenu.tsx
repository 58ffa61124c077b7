'use client';

import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

import { selectTriggerClasses, type SelectProps } from './selectBase';

/** The enhanced select: Radix Select in the site's style, popper positioned, fully keyboard operable. */
export function SelectMenu({
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
        className={cn(selectTriggerClasses, 'data-[placeholder]:text-ink-soft', className)}
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
