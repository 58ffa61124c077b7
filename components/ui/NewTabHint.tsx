import type { Edition } from '@/lib/content/editions';
import { NewTabNote } from './NewTabNote';

/** Screen-reader note for links that open in a new tab (sighted visitors see the tab open). */
export function NewTabHint({ edition, chat = false }: { edition: Edition; chat?: boolean }) {
  const { newTab } = edition.texts.interface;
  return <NewTabNote text={chat ? newTab.chat : newTab.page} />;
}
