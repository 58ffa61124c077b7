/**
 * jsdom has no layout; embla measures offsetLeft/offsetWidth. Give the viewport one slide's
 * width (`width`) and lay the slides out side by side so embla finds one snap per slide.
 */
export function fakeLayout(width: number): () => void {
  const proto = HTMLElement.prototype;
  const slideIndex = (el: HTMLElement) =>
    el.getAttribute('aria-roledescription') === 'slide'
      ? Array.from(el.parentElement?.children ?? []).indexOf(el)
      : -1;
  const spies = [
    jest.spyOn(proto, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return width;
    }),
    jest.spyOn(proto, 'offsetHeight', 'get').mockImplementation(() => 200),
    jest.spyOn(proto, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return Math.max(0, slideIndex(this)) * width;
    }),
    jest.spyOn(proto, 'offsetTop', 'get').mockImplementation(() => 0),
  ];
  // embla reads the last slide's margin; jsdom answers '' (NaN to embla).
  const computed = window.getComputedStyle.bind(window);
  const styleSpy = jest.spyOn(window, 'getComputedStyle').mockImplementation((el) => {
    const style = computed(el);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (prop: string) =>
      read(prop) || (prop.startsWith('margin') ? '0px' : '');
    return style;
  });
  spies.push(styleSpy as unknown as (typeof spies)[number]);
  return () => spies.forEach((s) => s.mockRestore());
}
