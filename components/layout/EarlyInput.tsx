import { earlyInputScript } from './early-input';

/** The page's first script (see early-input.ts): inline, so it runs before anything is painted. */
export function EarlyInput() {
  return <script dangerouslySetInnerHTML={{ __html: earlyInputScript }} />;
}
