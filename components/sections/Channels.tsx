import { Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ExternalAnchor } from '@/components/ui/ButtonLink';
import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { InstagramIcon } from '@/components/ui/InstagramIcon';
import { NewTabHint } from '@/components/ui/NewTabHint';
import type { VariantBlock } from '@/lib/content/blocks';
import { instagramOf, type Edition } from '@/lib/content/editions';
import { chatLink } from '@/lib/chat-link';
import { mailHref } from '@/lib/content/site';

type Group = VariantBlock<'cards', 'contacts'>['channels'][number];

const linkClasses =
  'group inline-flex min-h-11 flex-col justify-center rounded-sm text-linen hover:text-clay-soft';
const captionClasses = 'text-sm text-parchment/80 group-hover:text-clay-soft/80';
const valueClasses = 'text-lg font-semibold break-all underline-offset-4 group-hover:underline';

const icons = { email: Mail, chat: MessageCircle, instagram: InstagramIcon } as const;

/** One link: what it is for over where it goes; chats and profiles open in a new tab. */
function ChannelLink({
  edition,
  href,
  caption,
  value,
  newTab,
}: {
  edition: Edition;
  href: string;
  caption: string;
  value: string;
  newTab: boolean;
}) {
  return (
    <li>
      <ExternalAnchor href={href} className={linkClasses}>
        <span className={captionClasses}>{caption}</span>
        <span className={valueClasses}>{value}</span>
        {newTab ? <NewTabHint edition={edition} /> : null}
      </ExternalAnchor>
    </li>
  );
}

function links(group: Group, edition: Edition): ReactNode {
  const { site } = edition.texts;
  switch (group.channel) {
    case 'email':
      return (
        <ChannelLink
          edition={edition}
          href={mailHref(site.email)}
          caption={group.caption}
          value={site.email}
          newTab={false}
        />
      );
    case 'chat':
      return group.items.map(({ line, caption }) => (
        <ChannelLink
          edition={edition}
          key={line}
          href={chatLink(site.chat[line])}
          caption={caption}
          value={site.chat[line]}
          newTab
        />
      ));
    case 'instagram':
      return group.items.map((key) => {
        const profile = instagramOf(edition, key);
        return (
          <ChannelLink
            edition={edition}
            key={key}
            href={profile.url}
            caption={profile.label}
            value={profile.handle}
            newTab
          />
        );
      });
  }
}

/** Every way in, each kind on its own card: readable and usable without JavaScript. */
export function Channels({
  block,
  edition,
}: {
  block: VariantBlock<'cards', 'contacts'>;
  edition: Edition;
}) {
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading}>
      <CardGrid as="div">
        {block.channels.map((group) => {
          const Icon = icons[group.channel];
          return (
            <div
              key={group.id}
              role="group"
              aria-labelledby={group.id}
              className="flex flex-col rounded-2xl border border-linen/20 bg-night/10 p-7 sm:p-8"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-linen/10 text-clay-soft">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 id={group.id} className="mt-5 text-3xl text-linen">
                {group.title}
              </h3>
              <p className="mt-3 leading-relaxed text-parchment/85">{group.text}</p>
              <ul className="mt-6 space-y-2">{links(group, edition)}</ul>
            </div>
          );
        })}
      </CardGrid>
    </HeadedSection>
  );
}
