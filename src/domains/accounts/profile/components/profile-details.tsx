import { Card, Stack } from '@mantine/core';
import type { Profile } from '../schemas';
import { PhoneNumberField } from './phone-number-field';
import { ProfileForm } from './profile-form';
import { ProfilePhotoField } from './profile-photo-field';

/** Photo, name, e-mail and phone number: the one profile editor, on the shopper's page and the admin's. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <Card withBorder padding="lg" maw={560}>
      <Stack gap="lg">
        <ProfilePhotoField name={profile.name} image={profile.image} />
        <ProfileForm name={profile.name} email={profile.email} hasPassword={profile.hasPassword} />
        <PhoneNumberField phoneNumber={profile.phoneNumber} />
      </Stack>
    </Card>
  );
}
