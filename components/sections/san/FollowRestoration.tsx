import { ActionRow } from '@/components/ui/ActionRow';
import { Section } from '@/components/ui/Section';
import { sanFollow } from '@/content/pages/san';

/** The closing invitation: ask for project updates in the chat. */
export function FollowRestoration() {
  return (
    <Section id="follow" tone="clay" width="prose" aria-labelledby="san-follow-title">
      <div className="text-center">
        <h2 id="san-follow-title" className="text-4xl text-linen sm:text-5xl">
          {sanFollow.title}
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-parchment/85">{sanFollow.text}</p>
        <ActionRow actions={sanFollow.actions} on="clay" align="center" className="mt-9" />
      </div>
    </Section>
  );
}
