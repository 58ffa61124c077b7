import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defaultEdition } from '@/lib/content/editions';
import { timings } from '@/lib/content/facts';
import { Tooltip, TooltipProvider } from '@/components/ui/Tooltip';
import { DeferredToaster } from '@/components/layout/DeferredToaster';

/*
 * The product's fixed numbers, written out as literals. Every other test reads them from the code,
 * so a wrong value there would pass everywhere else; here it fails.
 */

// Props each mocked component was last rendered with (jest.mock factories may only use `mock*`).
const mockSeen: Record<string, Record<string, unknown>> = {};
function mockRecord(name: string, { children, ...props }: { children?: ReactNode }) {
  mockSeen[name] = props;
  return <>{children}</>;
}
type Props = { children?: ReactNode };

jest.mock('@radix-ui/react-tooltip', () => ({
  Provider: (p: Props) => mockRecord('Provider', p),
  Root: (p: Props) => mockRecord('Root', p),
  Trigger: (p: Props) => mockRecord('Trigger', p),
  Portal: (p: Props) => mockRecord('Portal', p),
  Content: (p: Props) => mockRecord('Content', p),
  Arrow: (p: Props) => mockRecord('Arrow', p),
}));

// The toaster loads sonner when the browser is idle; here it is "loaded" at once.
jest.mock('@/hooks/useIdleImport', () => ({
  useIdleImport: () => ({ Toaster: (p: Props) => mockRecord('Toaster', p) }),
}));

describe('the fixed numbers the site runs on', () => {
  it('autoplays the featured photos every 4000 ms, philosophy every 3500 ms, commitments every 4000 ms', () => {
    expect(timings.autoplay.featured).toBe(4000);
    expect(timings.autoplay.philosophy).toBe(3500);
    expect(timings.autoplay.commitments).toBe(4000);
  });

  it('features 12 photos', () => {
    expect(timings.featuredImageCount).toBe(12);
  });

  it('stops in-page jumps 80 px below the top, under the sticky navbar', () => {
    expect(timings.anchorOffsetPx).toBe(80);
    // The browser applies the offset through scroll-padding-top on the root element, which reads
    // the theme's one anchor token.
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    const html = /html\s*\{[^}]*scroll-padding-top:\s*([^;]+);/.exec(css);
    expect(html?.[1]?.trim()).toBe('--theme(--spacing-anchor)');
    expect(/--spacing-anchor:\s*([^;]+);/.exec(css)?.[1]?.trim()).toBe('80px');
  });

  it('shows at most 5 experiences around Chaaya', () => {
    expect(timings.maxLifeExperiences).toBe(5);
  });

  it('simulates sending the contact form for 1.5 s', () => {
    expect(timings.contactSendDelayMs).toBe(1500);
  });

  it('opens tooltips after 700 ms, skips the delay for 300 ms after one closes, 4 px from the trigger', () => {
    render(
      <TooltipProvider>
        <Tooltip label="Previous photo">
          <button type="button">‹</button>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(mockSeen.Provider).toMatchObject({ delayDuration: 700, skipDelayDuration: 300 });
    expect(mockSeen.Content).toMatchObject({ sideOffset: 4 });
  });

  it('focuses the notifications with Alt+T, bottom-right', () => {
    render(<DeferredToaster edition={defaultEdition} />);
    expect(mockSeen.Toaster).toMatchObject({
      hotkey: ['altKey', 'KeyT'],
      position: 'bottom-right',
    });
  });
});
