import { interfaceWords } from '@/content/interface';
import { NewTabNote } from './NewTabNote';

/** Screen-reader note for links that open in a new tab (sighted visitors see the tab open). */
export function NewTabHint({ chat = false }: { chat?: boolean }) {
  const { newTab } = interfaceWords;
  return <NewTabNote text={chat ? newTab.chat : newTab.page} />;
}
