import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data for search engines. A data block, not a script the browser runs, so the
 * Content-Security-Policy does not need to allow it.
 */
export function JsonLd({
  data,
}: {
  data: WithContext<Thing> | { '@context': string; '@graph': Thing[] };
}) {
  // '<' is escaped so no text in the data can close the element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
