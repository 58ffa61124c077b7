import { earlySubmitScript } from './early-submit';

/**
 * Holds a send tapped before the form's island runs (see early-submit.ts). Placed before the form
 * it serves, so it is listening by the time the form can be used.
 */
export function EarlySubmit() {
  return <script dangerouslySetInnerHTML={{ __html: earlySubmitScript }} />;
}
