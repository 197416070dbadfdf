/** One bounded load run, sent to the load worker thread; plain data so that it crosses postMessage. */
export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadJob {
  baseUrl: string;
  /** Sent with every request (the bearer token). */
  headers: Record<string, string>;
  connections: number;
  /**
   * Stop after this many responses. Runs are bounded by a count rather than a duration so that no request
   * is still in flight (and loading the database) when the next run starts.
   */
  amount: number;
  /** An open loop at this many requests per second over all connections; absent: a closed loop, each
   * connection sending its next request as its answer comes. */
  overallRate?: number;
  /** Requests taken in turn across all connections (each used once when `amount` ≤ their number). */
  requests: RequestSpec[];
}

export interface LoadOutcome {
  /** Response time of every completed request, in ms, as autocannon measured it (hrtime, send → end). */
  latenciesMs: number[];
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
  elapsedMs: number;
}
