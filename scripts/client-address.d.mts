import type { IncomingMessage } from 'node:http';

export declare function clientAddress(request: IncomingMessage, proxyHeader: string | undefined): string;
