export declare const RETRY_SECONDS: number;
export declare function watchDatabase(
  databaseUrl: string,
  options?: { everyMs?: number; timeoutMs?: number },
): { isUp(): boolean; check(): Promise<boolean>; stop(): void };
export declare function isServedWithoutDatabase(url?: string): boolean;
export declare function unavailablePage(url?: string): string;
