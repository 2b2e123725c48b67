'use client';

import '@mantine/dropzone/styles.layer.css';
import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Group,
  Image,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconArrowLeft, IconArrowRight, IconPhotoUp, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { uploadImageAction } from '@/domains/media/actions';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@/domains/media/limits';
import { imageUrl } from '@/lib/images';
import { CATALOG_MESSAGE_VALUES } from '../../schemas';

import type { FormImage } from './product-form-values';

type Props = {
  images: FormImage[];
  onAdd: (image: FormImage) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The product's colours (client id, name): a photo may show one of them. */
  colors: { value: string; label: string }[];
  /** The form's props for a photo's colour (value, change, error). */
  colorProps: (index: number) => { value?: unknown; onChange: (value: unknown) => void; error?: unknown };
  error?: string;
};

/**
 * Product photos: several dropped (or picked) at once, each checked and stored by the server as it arrives; then
 * moved earlier/later, made the main one (first), or removed. Refused files are listed with the server's reason.
 */
export function ProductImages({ images, onAdd, onMove, onRemove, colors, colorProps, error }: Props) {
  const ti = useTranslations('productImages');
  const t = useTranslations('adminCatalog.images');
  const message = useMessage({ values: CATALOG_MESSAGE_VALUES });
  const [uploading, setUploading] = useState(0);
  const [refused, setRefused] = useState<{ id: string; name: string; reason: string }[]>([]);

  const upload = async (files: File[]) => {
    setRefused([]);
    setUploading(files.length);
    // One at a time, in the order dropped, so the photos keep that order.
    for (const file of files) {
      const form = new FormData();
      form.set('file', file);
      form.set('folder', 'products');
      const result = await uploadImageAction(form).catch(() => null);
      if (result?.ok)
        onAdd({ key: result.data.key, width: result.data.width, height: result.data.height, color: null });
      else
        setRefused((r) => [
          ...r,
          {
            id: `${r.length}-${file.name}`,
            name: file.name,
            reason: message(result ? result.error : undefined),
          },
        ]);
      setUploading((n) => n - 1);
    }
  };

  const reject = (rejections: FileRejection[]) =>
    setRefused(
      rejections.map((r, i) => ({
        id: `${i}-${r.file.name}`,
        name: r.file.name,
        reason: message(
          r.errors.some((e) => e.code === 'file-too-large') ? 'images.tooLarge' : 'images.invalidType',
        ),
      })),
    );

  return (
    <Input.Wrapper
      label={t('label')}
      description={colors.length > 0 ? ti('colorHint') : undefined}
      error={error}
      labelElement="div"
    >
      <Stack gap="sm" mt={4}>
        <Dropzone
          onDrop={upload}
          onReject={reject}
          maxSize={IMAGE_MAX_BYTES}
          accept={IMAGE_TYPES}
          multiple
          loading={uploading > 0}
          inputProps={{ 'aria-label': t('drop') }}
        >
          <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
            <IconPhotoUp size={36} stroke={1.4} aria-hidden />
            <div>
              <Text fw={600}>{t('drop')}</Text>
              <Text size="sm" c="dimmed">
                {t('hint', CATALOG_MESSAGE_VALUES)}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {refused.length > 0 && (
          <Alert color="red" role="alert" title={t('refused')}>
            <List size="sm">
              {refused.map((r) => (
                <List.Item key={r.id}>
                  <bdi>{r.name}</bdi>: {r.reason}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {images.length > 0 && (
          <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
            {images.map((image, index) => (
              <Card key={image.key} withBorder padding={6} data-testid="product-image">
                <Image
                  src={imageUrl(image.key, 320)}
                  alt={t('alt', { n: index + 1 })}
                  radius="sm"
                  h={120}
                  fit="cover"
                />
                <Group justify="space-between" mt={6} gap={2} wrap="nowrap">
                  {index === 0 ? (
                    <Badge size="sm" variant="light">
                      {t('main')}
                    </Badge>
                  ) : (
                    <Tooltip label={t('makeMain')}>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('makeMain')}
                        onClick={() => onMove(index, 0)}
                      >
                        <IconStar size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label={t('earlier')}>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('earlier')}
                        disabled={index === 0}
                        onClick={() => onMove(index, index - 1)}
                      >
                        <IconArrowLeft size={16} className="mirror-rtl" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('later')}>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('later')}
                        disabled={index === images.length - 1}
                        onClick={() => onMove(index, index + 1)}
                      >
                        <IconArrowRight size={16} className="mirror-rtl" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={t('remove')}
                        onClick={() => onRemove(index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
                {colors.length > 0 && <ImageColor index={index} colors={colors} props={colorProps(index)} />}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** Which colour a photo shows: "All colours" or one of the product's. */
function ImageColor({
  index,
  colors,
  props,
}: {
  index: number;
  colors: Props['colors'];
  props: ReturnType<Props['colorProps']>;
}) {
  const t = useTranslations('adminCatalog.images');
  const ti = useTranslations('productImages');
  return (
    <NativeSelect
      mt={6}
      size="xs"
      label={ti('color')}
      aria-label={`${ti('color')}: ${t('alt', { n: index + 1 })}`}
      data={[{ value: '', label: ti('allColors') }, ...colors]}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(event.currentTarget.value || null)}
      error={typeof props.error === 'string' ? props.error : undefined}
    />
  );
}
