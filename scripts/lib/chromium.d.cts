declare const chromium: {
  /** The Chromium binary: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
  path: string;
  /** Launch flags shared by the e2e tests, the bench and the screenshots. */
  flags: string[];
};
export = chromium;
