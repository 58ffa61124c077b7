import { HeadedSection } from '@/components/ui/HeadedSection';
import { keyFeatures, wireframeSections } from '@/content/pages/wireframe';

export function KeyFeatures() {
  const c = wireframeSections.features;
  return (
    <HeadedSection id="features" tone="linen" heading={c}>
      <dl className="mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
        {keyFeatures.map((f) => (
          <div key={f.title} className="border-t border-ink/10 pt-5">
            <dt className="font-display text-2xl text-ink">{f.title}</dt>
            <dd className="mt-2 leading-relaxed text-ink-soft">{f.text}</dd>
          </div>
        ))}
      </dl>
    </HeadedSection>
  );
}
