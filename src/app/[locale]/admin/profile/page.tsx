import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('profile');

export default async function AdminProfilePage({ params }: PageProps<'/[locale]/admin/profile'>) {
  const { admin } = await authorizeAdminPage(params, 'profile');
  return (
    <AdminPage routeKey="profile">
      <Card withBorder padding="lg" maw={520}>
        <Group>
          <Avatar src={admin.image} name={admin.name} color="initials" size={64} alt="" />
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {admin.name}
            </Text>
            <Text c="dimmed" dir="ltr">
              {admin.email}
            </Text>
          </Stack>
        </Group>
      </Card>
    </AdminPage>
  );
}
