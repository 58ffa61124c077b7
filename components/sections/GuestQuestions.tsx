import { ChevronDown } from 'lucide-react';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';

/**
 * The questions guests ask, each a native disclosure (<details>): the browser opens it on a tap,
 * Enter or Space, tells a screen reader whether it is open, and finds words inside a closed one
 * with find-in-page, all without a script. The heading sits beside the questions on wide screens.
 * No FAQ markup for search engines: these are answers for guests.
 */
export function GuestQuestions({
  block,
  edition,
}: {
  block: BlockOf<'questions'>;
  edition: Edition;
}) {
  const { heading, questions } = edition.texts.trip.questions;
  const headingId = `${block.id}-title`;
  return (
    <Section id={block.id} tone={block.tone} aria-labelledby={headingId}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <SectionHeading
          id={headingId}
          eyebrow={heading.eyebrow}
          title={heading.title}
          lead={heading.lead ? <p>{heading.lead}</p> : undefined}
        />
        <div className="divide-y divide-ink/10 border-y border-ink/10">
          {questions.map((q) => (
            <details key={q.question} className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold text-ink transition-colors hover:text-clay-deep sm:text-xl [&::-webkit-details-marker]:hidden">
                <span>{q.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-clay transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pr-9 pb-5 leading-relaxed text-ink-soft">{q.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
