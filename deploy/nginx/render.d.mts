export interface NginxOptions {
  /** host:port of each app instance (`next start`). */
  upstreams: string[];
  /** nginx `listen` value: a port, or address:port. */
  listen: string;
  cacheDir: string;
  cacheMaxSize: string;
  tempDir: string;
  modulesDir: string;
  user: string;
  errorLog: string;
  accessLog: string;
}
export const DEFAULTS: NginxOptions;
export function renderNginxConf(outDir: string, options?: Partial<NginxOptions>): string;
