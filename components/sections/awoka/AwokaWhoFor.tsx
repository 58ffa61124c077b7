import { ChatButton } from '@/components/ui/ChatButton';
import { CardGrid } from '@/components/ui/CardGrid';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { awokaWhoFor } from '@/content/pages/awoka';

/** Sacred Seekers, Sacred Companions, and the one question that decides it. */
export function AwokaWhoFor() {
  return (
    <HeadedSection
      id="who-its-for"
      width="full"
      className="border-t border-ink/10 py-14 sm:py-20"
      heading={awokaWhoFor}
    >
      <CardGrid as="div" columns={2} from="sm" className="mt-10 gap-5">
        {awokaWhoFor.groups.map((g) => (
          <FeatureCard
            key={g.title}
            as="article"
            surface="flat"
            className="bg-dusk-soft/60 ring-dusk/10"
            title={g.title}
            titleClassName="text-dusk sm:text-3xl"
            text={g.text}
          />
        ))}
      </CardGrid>
      <div className="mt-12 rounded-2xl bg-night px-6 py-10 text-center sm:px-10 sm:py-12">
        <p className="font-display text-3xl leading-snug text-linen italic sm:text-4xl">
          {awokaWhoFor.question}
        </p>
        <ChatButton message="vision" variant="light" className="mt-8">
          {awokaWhoFor.cta}
        </ChatButton>
      </div>
    </HeadedSection>
  );
}
