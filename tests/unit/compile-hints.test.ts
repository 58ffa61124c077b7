/** @jest-environment node */
import { HINT, withCompileHint } from '../../scripts/lib/compile-hints.cjs';

describe('withCompileHint', () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,(e)=>{e.v=42}]);';

  it('puts the hint on the very first line, where V8 reads it', () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(HINT.length)).toBe(chunk);
  });

  it('adds it once, however often the build step runs', () => {
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk));
  });

  it('leaves the script doing what it did: to any engine the hint is a comment', () => {
    const run = (js: string) => {
      const scope: { TURBOPACK?: Array<[number, (m: { v?: number }) => void]> } = {};
      new Function('globalThis', js)(scope);
      const m: { v?: number } = {};
      scope.TURBOPACK?.[0]?.[1](m);
      return m.v;
    };
    expect(run(withCompileHint(chunk))).toBe(42);
  });
});
