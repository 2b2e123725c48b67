import { Alert } from '@mantine/core';

/** A form's error, above its fields; nothing while there is none. */
export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
