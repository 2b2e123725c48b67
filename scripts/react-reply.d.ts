// React's reply encoder as Next ships it (what the browser runs for a server action call), for request-guard.test.ts.
declare module 'next/dist/compiled/react-server-dom-turbopack/client.node' {
  export function encodeReply(value: unknown): Promise<string | FormData>;
}
