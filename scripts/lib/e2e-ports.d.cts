declare const ports: {
  site: number;
  subpath: number;
  endpoint: number;
  basePath: string;
  endpointUrl: string;
  outDir: string;
};
export = ports;
