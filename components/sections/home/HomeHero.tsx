import { ChatButton } from '@/components/ui/ChatButton';
import { PageHero } from '@/components/ui/PageHero';
import { homeHero } from '@/content/pages/home';

export function HomeHero() {
  return (
    <PageHero
      image={homeHero.image}
      height="home"
      title={homeHero.title}
      eyebrow={
        <p className="text-sm font-semibold tracking-[0.2em] text-clay-soft uppercase">
          {homeHero.line}
        </p>
      }
      lead={<p>{homeHero.tagline}</p>}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <ChatButton message="general" variant="primary">
          Come Stay With Us
        </ChatButton>
        <ChatButton message="general" variant="outlineLight">
          Begin Your Journey
        </ChatButton>
      </div>
      <figure className="mt-10 max-w-xl border-l-2 border-clay-soft/70 pl-5">
        <blockquote className="font-display text-xl text-linen italic sm:text-2xl">
          “{homeHero.quote.text}”
        </blockquote>
        <figcaption className="mt-2 text-sm text-parchment/80">{homeHero.quote.guest}</figcaption>
      </figure>
    </PageHero>
  );
}
