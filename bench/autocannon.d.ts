/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      total: number;
    }
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
      timeout?: number;
    }
    interface Result {
      latency: Histogram;
      requests: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      duration: number;
      '2xx': number;
      /** Responses by status code, e.g. { '200': { count: 10 }, '304': { count: 5 } }. */
      statusCodeStats?: Record<string, { count: number }>;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
