import { Mail, MessageCircle } from 'lucide-react';
import { ExternalAnchor } from '@/components/ui/ButtonLink';
import { InstagramIcon } from '@/components/ui/InstagramIcon';
import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { chatLink } from '@/lib/chat-link';
import { contactChannels } from '@/content/pages/contact';
import { mailHref, site } from '@/content/site';
import { ChannelGroup } from './ChannelGroup';
import { NewTabHint } from '@/components/ui/NewTabHint';

const linkClasses =
  'group inline-flex min-h-11 flex-col justify-center rounded-sm text-linen hover:text-clay-soft';
const captionClasses = 'text-sm text-parchment/80 group-hover:text-clay-soft/80';
const valueClasses = 'text-lg font-semibold break-all underline-offset-4 group-hover:underline';

const newTab = <NewTabHint />;

/** E-mail, both chat numbers and both Instagram profiles: every way in, readable without JavaScript. */
export function ContactChannels() {
  const { groups } = contactChannels;
  const chats = [
    { number: site.chat.stays, caption: groups.chat.stays },
    { number: site.chat.restoration, caption: groups.chat.restoration },
  ];
  const profiles = [site.social.instagram, site.social.chaayaInstagram];
  return (
    <HeadedSection id="channels" tone="clay" heading={contactChannels}>
      <CardGrid as="div">
        <ChannelGroup
          id="channel-write"
          title={groups.write.title}
          body={groups.write.body}
          icon={Mail}
        >
          <li>
            <ExternalAnchor href={mailHref(site.email)} className={linkClasses}>
              <span className={captionClasses}>E-mail</span>
              <span className={valueClasses}>{site.email}</span>
            </ExternalAnchor>
          </li>
        </ChannelGroup>
        <ChannelGroup
          id="channel-chat"
          title={groups.chat.title}
          body={groups.chat.body}
          icon={MessageCircle}
        >
          {chats.map((chat) => (
            <li key={chat.number}>
              <ExternalAnchor href={chatLink(chat.number)} className={linkClasses}>
                <span className={captionClasses}>{chat.caption}</span>
                <span className={valueClasses}>{chat.number}</span>
                {newTab}
              </ExternalAnchor>
            </li>
          ))}
        </ChannelGroup>
        <ChannelGroup
          id="channel-follow"
          title={groups.follow.title}
          body={groups.follow.body}
          icon={InstagramIcon}
        >
          {profiles.map((profile) => (
            <li key={profile.url}>
              <ExternalAnchor href={profile.url} className={linkClasses}>
                <span className={captionClasses}>{profile.label}</span>
                <span className={valueClasses}>{profile.handle}</span>
                {newTab}
              </ExternalAnchor>
            </li>
          ))}
        </ChannelGroup>
      </CardGrid>
    </HeadedSection>
  );
}
