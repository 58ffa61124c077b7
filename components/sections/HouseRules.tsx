import { Check, Minus } from 'lucide-react';
import { Card } from '@/components/ui/Card';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import { LabelledList } from '@/components/ui/LabelledList';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { rulesShown } from '@/lib/content/house-rules';

/**
 * The house's rules: the hours at a glance (check-in, check-out, quiet hours, pets), then each
 * rule under its name with what it means in practice, then what a stay includes and what it does
 * not. The hours and the pets answer are the owner's values; the rule shown for pets is the one
 * written for the switch as it stands.
 */
export function HouseRules({ block, edition }: { block: BlockOf<'houseRules'>; edition: Edition }) {
  const rules = edition.texts.trip.houseRules;
  const { glance } = rules;
  const hours = [
    { label: glance.checkIn, value: rules.checkIn },
    { label: glance.checkOut, value: rules.checkOut },
    { label: glance.quietHours, value: `${rules.quietHours.from}–${rules.quietHours.until}` },
    { label: glance.pets, value: rules.petsAllowed ? glance.petsWelcome : glance.noPets },
  ];
  const headingId = `${block.id}-`;
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={rules.heading}>
      <div role="group" aria-label={glance.label} className="mt-10">
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {hours.map((hour) => (
            <Card key={hour.label} surface="flat" className="p-4 sm:p-5">
              <Eyebrow as="dt" tracking="caption" className="text-ink-soft">
                {hour.label}
              </Eyebrow>
              <dd className="mt-1.5 font-display text-2xl leading-tight text-ink lining-nums sm:text-3xl">
                {hour.value}
              </dd>
            </Card>
          ))}
        </dl>
      </div>
      <dl className="mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
        {rulesShown(rules).map((rule) => (
          <div key={rule.title} className="border-t border-ink/10 pt-5">
            <dt className="flex items-center gap-3 font-display text-2xl text-ink">
              <Icon name={rule.icon} className="size-5 shrink-0 text-clay" strokeWidth={1.75} />
              {rule.title}
            </dt>
            <dd className="mt-2 leading-relaxed text-ink-soft">{rule.text}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-12 grid gap-8 md:grid-cols-2 md:gap-10">
        {(
          [
            ['included', rules.included, Check, 'text-moss'],
            ['not-included', rules.notIncluded, Minus, 'text-clay'],
          ] as const
        ).map(([key, list, Mark, colour]) => (
          <LabelledList key={key} label={list.title} headingId={`${headingId}${key}`}>
            <ul className="mt-3 space-y-2.5">
              {list.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <Mark aria-hidden="true" className={`mt-1 size-4 shrink-0 ${colour}`} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </LabelledList>
        ))}
      </div>
    </HeadedSection>
  );
}
