declare const ports: {
  site: number;
  subpath: number;
  endpoint: number;
  feeds: number;
  basePath: string;
  endpointUrl: string;
  outDir: string;
  feedList: string;
};
export = ports;
