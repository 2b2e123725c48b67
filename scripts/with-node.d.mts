export declare const OLDEST_NODE: [number, number];
export declare const NODE_VERSION: string;
export declare function isSupported(version?: string): boolean;
export declare function supportedNodeBinDir(): string;
