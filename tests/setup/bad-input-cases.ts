// The bad values of the bad-input spec (tests/e2e/bad-input.spec.ts), by where they are sent.

/** Bad values for path segments, percent-encoded as in a URL (`\xff` goes out as the raw byte 0xFF). */
export const BAD_SEGMENTS = {
  nul: 'a%00b',
  'lone combining mark': '%D9%8B',
  'bidi controls': '%E2%80%AEabc%E2%81%A6',
  'invalid UTF-8 %C3%28': '%C3%28',
  'invalid UTF-8 %FF': '%FF',
  'invalid UTF-8 raw bytes': '\xff\xfe',
  'broken escape': '%zz%',
  huge: '99999999999999999999999',
  negative: '-1',
  long: 'x'.repeat(3000),
};

/** Query parameters the store reads somewhere (listings, admin tables, auth pages). */
export const PARAMS = [
  'q',
  'category',
  'sub',
  'brand',
  'min',
  'max',
  'sort',
  'page',
  'dir',
  'status',
  'token',
  'locale',
];
const everyParam = (value: string) => PARAMS.map((p) => `${p}=${value}`).join('&');

/**
 * Query strings, each setting every parameter. Invalid UTF-8 is one case (overlong forms and surrogates too):
 * query parsers turn every kind into U+FFFD. Routes that read no parameters get only the first.
 */
export const BAD_QUERIES = {
  'mixed bad values': PARAMS.map((p, i) => `${p}=${Object.values(BAD_SEGMENTS)[i] ?? ''}`).join('&'),
  nul: everyParam('a%00b'),
  'lone combining mark': everyParam('%D9%8B'),
  'bidi controls': everyParam('%E2%80%AEabc%E2%81%A6'),
  'invalid UTF-8': everyParam('%C3%28%FF%C0%AF%ED%A0%80\xff'),
  'arrays, objects, numbers out of range, broken escapes': [
    ...PARAMS.map((p) => `${p}=a&${p}=b&${p}[]=c&${p}[k]=d`),
    'min=-99999999999999999999&max=1e400&page=NaN&q=%zz%',
  ].join('&'),
};

/** Fields better-auth's endpoints take, for bodies that set every one of them. */
const AUTH_FIELDS = [
  'email',
  'password',
  'name',
  'token',
  'newPassword',
  'currentPassword',
  'phoneNumber',
  'code',
];
/** NUL in strings, arrays and objects for strings, numbers out of every range, booleans and null. */
export const WRONG_TYPES = Object.fromEntries(
  AUTH_FIELDS.map((f, i) => [f, ['a\u0000b', ['a', 'b'], { a: 1 }, 1e308, -1, true, null][i % 7]]),
);
export const SHOPPER_PASSWORD = 'Zebra-Quartz-Lantern-91';

/** Bodies each endpoint would take but for one field: that field bad, so the bad value reaches the endpoint. */
export function almostValidAuthBodies(): [string, Record<string, unknown>][] {
  const email = () => `bad-input-${Math.random().toString(36).slice(2)}@wishah.test`;
  const phoneNumber = '+966501234567';
  return [
    ['/sign-up/email', { name: 'Bad Input', email: email(), password: SHOPPER_PASSWORD }],
    ['/sign-in/email', { email: email(), password: SHOPPER_PASSWORD }],
    ['/request-password-reset', { email: email(), redirectTo: '/en/reset-password' }],
    ['/reset-password', { token: 'abcdefghijklmnopqrstuvwx', newPassword: SHOPPER_PASSWORD }],
    ['/sign-up/phone-number', { name: 'Bad Input', phoneNumber, password: SHOPPER_PASSWORD, code: '123456' }],
    ['/sign-in/phone-number', { phoneNumber, password: SHOPPER_PASSWORD }],
    ['/phone-number/reset-password', { phoneNumber, otp: '123456', newPassword: SHOPPER_PASSWORD }],
    ['/update-user', { name: 'Bad Input' }],
    ['/change-password', { currentPassword: SHOPPER_PASSWORD, newPassword: SHOPPER_PASSWORD }],
    ['/verify-email', { token: 'abc' }],
  ];
}

/** JSON nested thousands deep, as arrays and as objects: a check that recurses over the parsed body overflows the stack. */
export const DEEP_JSON = [
  '['.repeat(5000) + ']'.repeat(5000),
  `{"email":${'{"a":'.repeat(5000)}"a\\u0000b"${'}'.repeat(5000)},"password":"x"}`,
];

/** A multipart body with the given fields (React sends FormData arguments and files this way). */
export function multipart(
  fields: Record<string, string | Buffer>,
  { boundary = 'wishahBoundary', filename = 'x.csv', type = 'text/csv' } = {},
): Buffer {
  const parts = Object.entries(fields).flatMap(([name, value]) => [
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
      Buffer.isBuffer(value) ? `; filename="${filename}"\r\nContent-Type: ${type}` : ''
    }\r\n\r\n`,
    value,
    '\r\n',
  ]);
  return Buffer.concat(
    [...parts, `--${boundary}--\r\n`].map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p))),
  );
}
export const MULTIPART = 'multipart/form-data; boundary=wishahBoundary';
export const TEXT = 'text/plain;charset=UTF-8';

/** Bodies that are not a valid encoding of any arguments (React's reply format), with their content types. */
export const MALFORMED_ACTION_BODIES: [string, string | undefined, string | Buffer][] = [
  ['empty body', TEXT, ''],
  ['not JSON', TEXT, 'hello'],
  ['malformed JSON', TEXT, '[{"productId":'],
  ['invalid UTF-8', TEXT, Buffer.from([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d])],
  ['a reference to a missing part', TEXT, '["$1"]'],
  ['a reference to a missing form', TEXT, '["$K1"]'],
  ['a malformed big integer', TEXT, '["$nxyz"]'],
  ['a reference to a missing promise', TEXT, '["$@1"]'],
  ['deep nesting', TEXT, '['.repeat(50_000) + ']'.repeat(50_000)],
  ['JSON content type', 'application/json', '[{"productId":1}]'],
  ['no content type', undefined, '[{"productId":1}]'],
  ['a form-urlencoded body', 'application/x-www-form-urlencoded', 'productId=1'],
  ['multipart without a boundary', 'multipart/form-data', 'garbage'],
  ['multipart garbage', MULTIPART, 'garbage'],
  [
    'truncated multipart',
    MULTIPART,
    '--wishahBoundary\r\nContent-Disposition: form-data; name="0"\r\n\r\n[1',
  ],
  ['multipart referring to a missing form', MULTIPART, multipart({ 0: '["$K1"]' })],
  ['multipart with malformed JSON', MULTIPART, multipart({ 0: '[{' })],
  ['a body over the size limit', TEXT, `["${'x'.repeat(9 * 1024 * 1024)}"]`],
];

/** Argument lists each action's schema refuses: no input, the wrong types, values out of every range. */
const H = 2 ** 31; // one past PostgreSQL's integer
const record = (value: unknown) => ({
  id: value,
  ids: [value],
  productId: value,
  userId: value,
  name: value,
  nameEn: value,
  nameAr: value,
  slugEn: value,
  slugAr: value,
  email: value,
  reason: value,
  // Valid flags, so a bad value in another field is what the action has to deal with.
  saved: true,
  hidden: true,
  published: true,
  blocked: true,
  admin: false,
});
export const BAD_ARGUMENTS: [string, unknown[]][] = [
  ['no arguments', []],
  ['null input', [null]],
  ['a string for the input', ['a\u0000b']],
  ['an array for the input', [[1, 'a', null]]],
  ['NUL in every field', [record('a\u0000b')]],
  ['lone combining marks and bidi controls in every field', [record('\u064b\u202e')]],
  ['integers beyond PostgreSQL integer', [record(H)]],
  [
    'negative numbers, fractions and objects',
    [{ ...record(-1), ids: [1.5], productId: { toString: 'x' }, name: {}, nameEn: 1.5, email: [] }],
  ],
  [
    'NUL in a name, the rest valid',
    [{ nameEn: 'a\u0000b', nameAr: 'ب', slugEn: 'bad-input', slugAr: 'bad-input' }],
  ],
  ['NUL in a user id, the rest valid', [{ userId: 'a\u0000b', admin: false, blocked: false }]],
];
