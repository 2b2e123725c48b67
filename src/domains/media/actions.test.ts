import fs from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpTestAdmin, signUpTestUser } from '../../../tests/setup/auth-request';
import { testRequest } from '../../../tests/setup/request';
import { serverActionsOf } from '../../../tests/setup/server-actions';

// The image upload every admin form uses: only an admin's, only an image, only into one of the store's folders.

const actions = await import('./actions');

const uploads = () =>
  fs
    .readdir(`${process.env.DATA_DIR}/uploads`, { recursive: true })
    .then((files) => files.sort())
    .catch(() => []);

let png: Buffer;
let shopper = '';
let admin = '';

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3355' } })
    .png()
    .toBuffer();
  shopper = (await signUpTestUser('media-shopper@wishah.test')).cookie;
  admin = (await signUpTestAdmin('media-owner@wishah.test')).cookie;
});

const upload = (
  folder: string,
  file = new File([new Uint8Array(png)], 'scarf.png', { type: 'image/png' }),
) => {
  const form = new FormData();
  form.set('file', file);
  form.set('folder', folder);
  return actions.uploadImageAction(form);
};

describe('the image upload', () => {
  it('is the only server action here', () => {
    expect(serverActionsOf(actions).map(([name]) => name)).toEqual(['uploadImageAction']);
  });

  it.each([
    ['a guest', () => ''],
    ['a signed-in shopper', () => shopper],
  ])('is refused to %s and stores nothing', async (_who, cookie) => {
    testRequest.cookie = cookie();
    const before = await uploads();
    expect(await upload('products')).toEqual({ ok: false, error: 'errors.forbiddenText' });
    expect(await uploads()).toEqual(before);
  });

  it("stores an admin's image in the folder it names, and refuses anything else", async () => {
    testRequest.cookie = admin;
    const stored = await upload('store');
    expect(stored).toMatchObject({ ok: true, data: { key: expect.stringMatching(/^store\//) } });
    for (const input of [null, 'file', { file: 'x' }])
      expect(await actions.uploadImageAction(input as unknown as FormData)).toEqual({
        ok: false,
        error: 'images.invalidType',
      });
    expect(await upload('elsewhere')).toEqual({ ok: false, error: 'images.invalidType' });
    const notAnImage = new File(['not an image'], 'scarf.png', { type: 'image/png' });
    expect(await upload('products', notAnImage)).toMatchObject({ ok: false });
  });
});
