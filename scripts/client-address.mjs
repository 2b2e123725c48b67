/**
 * The client's address for a Node request: the last hop a trusted proxy recorded in `proxyHeader` (the one it
 * appended itself; anything before it came from the client), else the connection's peer. Without a proxy, any
 * `X-Forwarded-For` the client sends is ignored.
 * @param {import('node:http').IncomingMessage} request
 * @param {string | undefined} proxyHeader lower-case header name, or undefined when clients connect directly
 */
export function clientAddress(request, proxyHeader) {
  const fromProxy = proxyHeader ? request.headers[proxyHeader] : undefined;
  const value = Array.isArray(fromProxy) ? fromProxy.at(-1) : fromProxy;
  const last = value?.split(',').at(-1)?.trim();
  return last || request.socket.remoteAddress || '';
}
