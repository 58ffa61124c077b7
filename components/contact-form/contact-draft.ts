import { createDraftStore } from '@/lib/session-draft';

export { DRAFT_SAVE_DELAY_MS } from '@/lib/session-draft';

/** The contact form's draft, kept for the tab's session (see lib/session-draft.ts). */
export type ContactDraft = {
  name: string;
  email: string;
  purpose: string;
  message: string;
};

export const DRAFT_KEY = 'smriti:contact-draft';

const store = createDraftStore<ContactDraft>(DRAFT_KEY, {
  name: '',
  email: '',
  purpose: '',
  message: '',
});

export const EMPTY_DRAFT: ContactDraft = store.defaults;
export const parseDraft = store.parse;
export const getDraft = store.get;
export const getServerDraft = store.getServer;
export const subscribeDraft = store.subscribe;
export const clearDraft = store.clear;
export const flushDraft = store.flush;
export const resetDraftMemory = store.resetMemory;

export function updateDraft(field: keyof ContactDraft, value: string) {
  store.update(field, value);
}
