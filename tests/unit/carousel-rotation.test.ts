import {
  shouldRotate,
  wantsRotation,
  type RotationInputs,
} from '@/components/ui/carousel/rotation';

const base: RotationInputs = {
  choice: null,
  reducedMotion: false,
  hovered: false,
  keyboardFocus: false,
  visible: true,
};

describe('carousel rotation rules', () => {
  it('rotates by default, and not by default under reduced motion', () => {
    expect(shouldRotate(base)).toBe(true);
    expect(shouldRotate({ ...base, reducedMotion: true })).toBe(false);
  });

  it("the visitor's choice wins over the default", () => {
    expect(wantsRotation('pause', false)).toBe(false);
    expect(wantsRotation('play', true)).toBe(true);
  });

  it.each(['hovered', 'keyboardFocus'] as const)('%s holds rotation even when playing', (key) => {
    expect(shouldRotate({ ...base, choice: 'play', [key]: true })).toBe(false);
  });

  it('an off-screen carousel does not rotate', () => {
    expect(shouldRotate({ ...base, visible: false })).toBe(false);
  });
});
