import { interfaceWords } from '@/content/interface';
import { DeferredToasterIsland } from './DeferredToasterIsland';

/** The site-wide toast region (DeferredToasterIsland), named in the interface words. */
export function DeferredToaster() {
  return <DeferredToasterIsland label={interfaceWords.notifications} />;
}
