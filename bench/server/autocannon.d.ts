// The part of autocannon 9's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type RequestContext = Record<string, unknown>;

  /** One request of the sequence each connection loops over. */
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each send; answers the request to send (changes to it are allowed). */
    setupRequest?: (request: AutocannonRequest, context: RequestContext) => AutocannonRequest;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    /** Requests a second across all connections (a fixed rate instead of as fast as possible). */
    overallRate?: number;
    requests?: AutocannonRequest[];
  }

  /**
   * A running benchmark; it settles when the run ends. Events: 'response' (client, status, bytes,
   * milliseconds) per answer, 'reqError' (error) per failed request, timeouts included.
   */
  export interface AutocannonInstance extends EventEmitter, PromiseLike<unknown> {
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
}
