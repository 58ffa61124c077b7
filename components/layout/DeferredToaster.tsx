import { DeferredToasterIsland } from './DeferredToasterIsland';
import { edition } from '@/lib/edition';

/** The site-wide toast region (DeferredToasterIsland), named in the interface words. */
export function DeferredToaster() {
  const { interface: interfaceWords } = edition().texts;
  return <DeferredToasterIsland label={interfaceWords.notifications} />;
}
