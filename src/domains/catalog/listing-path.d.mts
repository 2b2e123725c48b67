export declare const FILTER_SEGMENT: string;
export declare function cachedListingUrl(url: string): string | null;
export declare function filtersOfKey(key: string): Record<string, string>;
