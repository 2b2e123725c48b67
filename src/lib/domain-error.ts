/**
 * An expected refusal from a service (a taken slug, a category still in use…). `message` is a translation key;
 * `field` names the form field it belongs to. Anything else thrown is a bug and is logged, not shown.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
  }
}
