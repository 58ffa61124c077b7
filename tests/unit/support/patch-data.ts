/**
 * Serves every data file through `patch`, as if the owner had edited it, for the modules loaded
 * after this call. Call it inside `jest.isolateModules` and `jest.dontMock('@/lib/content/data')`
 * after, so other tests read the files as they are. `patch` gets its own copy of the data;
 * `readAs` names the file actually read for one asked for (a file the test makes up).
 */
export function patchDataFiles(
  patch: (file: string, data: unknown) => unknown,
  readAs: (file: string) => string = (file) => file,
): void {
  jest.doMock('@/lib/content/data', () => {
    const actual = jest.requireActual<typeof import('@/lib/content/data')>('@/lib/content/data');
    return {
      ...actual,
      readData: (file: string) => {
        const read = actual.readData(readAs(file));
        return { ...read, file, data: patch(file, structuredClone(read.data)) };
      },
    };
  });
}
