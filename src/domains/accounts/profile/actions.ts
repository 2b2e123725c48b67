'use server';

import { z } from 'zod';
import { userAction } from '../session';
import { PHOTO_MAX_BYTES } from './limits';
import { profileSchema } from './schemas';
import * as service from './service';

// The signed-in user's own profile. Each action acts on the caller's account only (the id comes from the session,
// never from the input), so there is nothing to pass that could reach someone else's.

/** Saves the caller's name and e-mail. */
export const updateProfileAction = userAction(profileSchema, (input, user) =>
  service.updateProfile(user.id, input),
);

const photoUpload = z
  .instanceof(FormData, { error: 'profile.photo.invalidType' })
  .transform((form) => ({ photo: form.get('photo') }))
  .pipe(
    z.object({
      photo: z
        .instanceof(File, { error: 'profile.photo.invalidType' })
        .refine((file) => file.size > 0, 'profile.photo.invalidType')
        .refine((file) => file.size <= PHOTO_MAX_BYTES, 'images.tooLarge'),
    }),
  );

/** Sets the caller's photo from a multipart form (`photo`); the content is checked on the server. */
export const uploadProfilePhotoAction = userAction(photoUpload, async ({ photo }, user) =>
  service.setProfilePhoto(user.id, Buffer.from(await photo.arrayBuffer())),
);

/** Removes the caller's photo. */
export const removeProfilePhotoAction = userAction(z.object({}), (_input, user) =>
  service.removeProfilePhoto(user.id),
);
