import { CardGrid } from '@/components/ui/CardGrid';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { contactPaths } from '@/content/pages/contact';
import { PathCard } from './PathCard';

/** The two ways in, staying or restoring, side by side. */
export function ContactPaths() {
  return (
    <HeadedSection id="paths" tone="parchment" heading={contactPaths}>
      <CardGrid as="div" columns={2} className="gap-8 lg:gap-10">
        {contactPaths.paths.map((path) => (
          <PathCard key={path.id} path={path} />
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
