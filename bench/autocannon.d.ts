// The part of autocannon 9's programmatic API that bench/ uses (the package ships no types).
declare module "autocannon" {
  export interface Histogram {
    average: number;
    min: number;
    max: number;
    p50: number;
    p99: number;
    total: number;
  }

  /** A request of a sequence (`setupRequest` may change it before each send). */
  export interface Request {
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: Request & { path: string }) => Request;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** This many requests, whatever the duration. */
    amount?: number;
    timeout?: number;
    warmup?: { connections?: number; duration?: number };
    requests?: Request[];
  }

  export interface Result {
    url: string;
    duration: number;
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  function autocannon(options: Options): PromiseLike<Result>;
  export default autocannon;
}
