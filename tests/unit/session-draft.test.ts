import { createDraftStore, DRAFT_SAVE_DELAY_MS } from '@/lib/session-draft';

type Draft = { guests: string; room: string; note: string };
const KEY = 'test:draft';

describe('createDraftStore', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('starts from its defaults and stores only what differs from them', () => {
    const store = createDraftStore<Draft>(KEY, { guests: '2', room: 'premium', note: '' });
    expect(store.get()).toEqual({ guests: '2', room: 'premium', note: '' });
    store.update('guests', '3');
    store.flush();
    expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null')).toEqual({
      guests: '3',
      room: 'premium',
      note: '',
    });
    store.update('guests', '2');
    store.flush();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('writes storage once typing pauses, and at once when the tab is hidden', () => {
    jest.useFakeTimers();
    try {
      const store = createDraftStore<Draft>(KEY, { guests: '2', room: 'premium', note: '' });
      store.update('note', 'Arriving late');
      expect(store.get().note).toBe('Arriving late');
      expect(window.sessionStorage.getItem(KEY)).toBeNull();
      jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
      expect(window.sessionStorage.getItem(KEY)).toBeNull();
      jest.advanceTimersByTime(1);
      expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}')).toMatchObject({
        note: 'Arriving late',
      });

      store.update('note', 'Arriving late, with a dog');
      window.dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}')).toMatchObject({
        note: 'Arriving late, with a dog',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('merges several fields in one write and one notification; clear restores the defaults', () => {
    const store = createDraftStore<Draft>(KEY, { guests: '2', room: 'premium', note: '' });
    const listener = jest.fn();
    store.subscribe(listener);
    store.merge({ guests: '4', room: 'dorm' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.merge({ guests: '4' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.flush();
    store.resetMemory();
    expect(store.get()).toEqual({ guests: '4', room: 'dorm', note: '' });
    store.clear();
    expect(store.get()).toEqual(store.defaults);
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('reads back stored values field by field, ignoring anything else', () => {
    const store = createDraftStore<Draft>(KEY, { guests: '2', room: 'premium', note: '' });
    expect(store.parse('{"guests":5,"room":"dorm","evil":"x","note":"hi"}')).toEqual({
      guests: '2',
      room: 'dorm',
      note: 'hi',
    });
    expect(store.parse('[1,2]')).toEqual(store.defaults);
    expect(store.parse('{oops')).toEqual(store.defaults);
  });
});
