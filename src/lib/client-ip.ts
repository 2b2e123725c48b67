/**
 * The request header carrying the client's address. Our server (scripts/server.ts) sets it on every request from
 * the connection, or from the proxy's header when `TRUSTED_PROXY_IP_HEADER` says one is in front, and overwrites
 * whatever the client sent; better-auth's limiter and our own limits read only this.
 */
export const CLIENT_IP_HEADER = 'x-wishah-client-ip';
