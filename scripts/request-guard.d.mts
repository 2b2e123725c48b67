import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export declare const ACTION_BODY_LIMIT: number;
export declare const ROUTE_BODY_LIMIT: number;
export declare function storeOrigin(env: Record<string, string | undefined>): string;
export declare function dropForwardedHeaders(headers: IncomingHttpHeaders, fromProxy: boolean): void;
export declare function isUnservablePath(url?: string): boolean;
export declare function isActionCall(request: IncomingMessage): boolean;
export declare function bodyLimit(request: IncomingMessage): number;
export declare function hasBody(headers: IncomingHttpHeaders): boolean;
export declare function refusalByHeaders(headers: IncomingHttpHeaders, origin: string): number;
export declare function readBody(request: IncomingMessage, limit?: number): Promise<Buffer | null>;
export declare function nestsTooDeep(body: Buffer, contentType?: string, max?: number): boolean;
export declare function readablePartHeaders(body: Buffer, contentType?: string): Buffer | null;
export declare function isReadableArguments(text: string): boolean;
export declare function isReadableActionBody(body: Buffer, contentType?: string): Promise<boolean>;
export declare function withBody(request: IncomingMessage, body: Buffer): IncomingMessage;
