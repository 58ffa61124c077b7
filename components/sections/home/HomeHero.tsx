import { ChatButton } from '@/components/ui/ChatButton';
import { PageHero } from '@/components/ui/PageHero';
import { homeHero } from '@/content/pages/home';
import { Eyebrow } from '@/components/ui/Eyebrow';

export function HomeHero() {
  return (
    <PageHero
      image={homeHero.image}
      height="home"
      title={homeHero.title}
      eyebrow={
        <Eyebrow tracking="hero" className="text-clay-soft">
          {homeHero.line}
        </Eyebrow>
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
