import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import { amenities } from '@/content/amenities';
import { chaayaComforts } from '@/content/pages/chaaya';

/** The house's comforts: amenities with their icons. */
export function Comforts() {
  return (
    <HeadedSection id="comforts" block heading={chaayaComforts}>
      <ul className="mt-10 grid gap-x-8 gap-y-1 sm:grid-cols-2">
        {amenities.map((a) => (
          <li key={a.label} className="flex items-center gap-4 border-b border-ink/10 py-4">
            <Icon name={a.icon} className="size-5 shrink-0 text-clay" strokeWidth={1.75} />
            <span>{a.label}</span>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
