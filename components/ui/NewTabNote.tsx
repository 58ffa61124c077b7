/**
 * Screen-reader note for a link that opens in a new tab, in the words it is given: islands pass
 * their copy's words (this module imports no content, so it adds nothing to their scripts).
 */
export function NewTabNote({ text }: { text: string }) {
  return <span className="sr-only">{` ${text}`}</span>;
}
