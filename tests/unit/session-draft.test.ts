import { createDraftStore } from '@/lib/session-draft';

type Draft = { guests: string; room: string; note: string };
const KEY = 'test:draft';

describe('createDraftStore', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('starts from its defaults and stores only what differs from them', () => {
    const store = createDraftStore<Draft>(KEY, { guests: '2', room: 'premium', note: '' });
    expect(store.get()).toEqual({ guests: '2', room: 'premium', note: '' });
    store.update('guests', '3');
    expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null')).toEqual({
      guests: '3',
      room: 'premium',
      note: '',
    });
    store.update('guests', '2');
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('merges several fields in one write and one notification; clear restores the defaults', () => {
    const store = createDraftStore<Draft>(KEY, { guests: '2', room: 'premium', note: '' });
    const listener = jest.fn();
    store.subscribe(listener);
    store.merge({ guests: '4', room: 'dorm' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.merge({ guests: '4' });
    expect(listener).toHaveBeenCalledTimes(1);
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
