import type { IncomingMessage, ServerResponse } from 'node:http';

/** V8's compile hint, put at the top of each of the build's scripts. */
export declare const COMPILE_HINT: string;
export declare function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean;
export declare function brotliStatic(distDir: string): {
  prepare(): Promise<number>;
  serve(request: IncomingMessage, response: ServerResponse): boolean;
};
