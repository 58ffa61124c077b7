import { NewTabNote } from './NewTabNote';
import { edition } from '@/lib/edition';

/** Screen-reader note for links that open in a new tab (sighted visitors see the tab open). */
export function NewTabHint({ chat = false }: { chat?: boolean }) {
  const { interface: interfaceWords } = edition().texts;
  const { newTab } = interfaceWords;
  return <NewTabNote text={chat ? newTab.chat : newTab.page} />;
}
