import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean;
export declare function brotliStatic(distDir: string): {
  prepare(): Promise<number>;
  serve(request: IncomingMessage, response: ServerResponse): boolean;
};
