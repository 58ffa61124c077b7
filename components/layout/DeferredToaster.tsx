import type { Edition } from '@/lib/content/editions';
import { DeferredToasterIsland } from './DeferredToasterIsland';

/** The site-wide toast region (DeferredToasterIsland), named in the edition's interface words. */
export function DeferredToaster({ edition }: { edition: Edition }) {
  return <DeferredToasterIsland label={edition.texts.interface.notifications} />;
}
