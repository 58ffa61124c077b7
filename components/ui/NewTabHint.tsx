/** Screen-reader note for links that open in a new tab (sighted visitors see the tab open). */
export function NewTabHint({ chat = false }: { chat?: boolean }) {
  return (
    <span className="sr-only">
      {chat ? ' (opens a chat in a new tab)' : ' (opens in a new tab)'}
    </span>
  );
}
