'use client';

// The last resort when the root layout itself fails: no providers, so plain HTML in both languages.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>Something went wrong · حدث خطأ ما</h1>
        <button type="button" onClick={reset}>
          Try again · حاول مرة أخرى
        </button>
      </body>
    </html>
  );
}
