'use client';

import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useActionRunner } from '@/components/form-kit/use-action-runner';
import { useRouter } from '@/i18n/navigation';
import { refusalOf } from '@/lib/action-result';
import { formatNumber } from '@/lib/money';
import { addSynonymWordAction, deleteSynonymGroupAction, saveSynonymGroupAction } from '../actions';
import type { SearchSummary, SynonymGroup } from '../queries';
import { addSynonymWordInput, SYNONYM_LIMITS, synonymGroupInput } from '../schemas';

const MESSAGE_VALUES = {
  values: {
    min: SYNONYM_LIMITS.minWords,
    max: SYNONYM_LIMITS.maxWords,
    length: SYNONYM_LIMITS.maxWordLength,
  },
};

/** A group's words in one field, new or edited; saved groups are used by every search at once. */
function GroupForm({ group, onDone }: { group?: SynonymGroup; onDone?: () => void }) {
  const t = useTranslations('searchWords');
  const router = useRouter();
  const form = useForm({ initialValues: { words: group ? group.words.join('، ') : '' } });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    messages: MESSAGE_VALUES,
    submit: (values) => {
      const input = { id: group?.id, words: values.words };
      return Promise.resolve(refusalOf(synonymGroupInput, input) ?? saveSynonymGroupAction(input));
    },
    successMessage: t('saved'),
    onSuccess: () => {
      if (!group) form.reset();
      onDone?.();
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={group ? t('editGroup') : t('newGroup')}>
      <Stack gap="xs">
        <FormBanner message={banner} />
        <Textarea
          label={group ? t('groupWords') : t('newGroupWords')}
          description={t('wordsHint')}
          autosize
          minRows={2}
          dir="auto"
          {...inputProps('words')}
        />
        <Group gap="xs">
          <Button type="submit" loading={pending}>
            {group ? t('save') : t('add')}
          </Button>
          {onDone && (
            <Button variant="default" onClick={onDone}>
              {t('cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function GroupCard({ group, index }: { group: SynonymGroup; index: number }) {
  const t = useTranslations('searchWords');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const { run, pending } = useActionRunner();
  const name = t('groupName', { n: formatNumber(index + 1, locale) });
  return (
    <Card withBorder padding="md" data-testid="synonym-group">
      {editing ? (
        <GroupForm group={group} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {name}
          </Text>
          <Group gap={6}>
            {group.words.map((word) => (
              <Badge key={word} variant="light" tt="none" size="lg" style={{ maxWidth: '100%' }}>
                <bdi dir="auto">{word}</bdi>
              </Badge>
            ))}
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditing(true)}
              aria-label={t('editNamed', { name })}
            >
              {t('edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={pending}
              aria-label={t('deleteNamed', { name })}
              onClick={() => run(() => deleteSynonymGroupAction({ id: group.id }), t('deleted'))}
            >
              {t('delete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/** "Add to a group" for a search that found nothing: the group to add it to, in one step. */
function AddToGroup({ word, groups }: { word: string; groups: { value: string; label: string }[] }) {
  const t = useTranslations('searchWords');
  const router = useRouter();
  const form = useForm<{ groupId: string | null }>({ initialValues: { groupId: null } });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: (values) => {
      const input = { groupId: values.groupId ?? '', word };
      return Promise.resolve(refusalOf(addSynonymWordInput, input) ?? addSynonymWordAction(input));
    },
    successMessage: t('wordAdded', { word }),
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('addWordNamed', { word })}>
      <FormBanner message={banner} />
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          size="xs"
          data={groups}
          placeholder={t('chooseGroup')}
          aria-label={t('groupFor', { word })}
          miw={140}
          comboboxProps={{ withinPortal: true }}
          {...inputProps('groupId')}
        />
        <Button size="xs" type="submit" loading={pending}>
          {t('addWord')}
        </Button>
      </Group>
    </form>
  );
}

type Props = { groups: SynonymGroup[]; searches: SearchSummary[] };

/**
 * The owner's search words: synonym groups (words that mean the same to a shopper, in either language), and the
 * searches of the last 30 days with how many found nothing, each single word of which can join a group in one step.
 */
export function SearchWordsAdmin({ groups, searches }: Props) {
  const t = useTranslations('searchWords');
  const locale = useLocale();
  const options = groups.map((group, index) => ({
    value: String(group.id),
    label: `${t('groupName', { n: formatNumber(index + 1, locale) })}: ${group.words.slice(0, 3).join('، ')}`,
  }));
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="synonyms-title">
        <Title order={2} fz="h4" id="synonyms-title">
          {t('synonymsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('synonymsHint')}
        </Text>
        <Card withBorder padding="md">
          <GroupForm />
        </Card>
        {groups.map((group, index) => (
          <GroupCard key={`${group.id}:${group.words.join(',')}`} group={group} index={index} />
        ))}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="searches-title">
        <Title order={2} fz="h4" id="searches-title">
          {t('searchesTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('searchesHint')}
        </Text>
        {searches.length === 0 ? (
          <Text c="dimmed">{t('noSearches')}</Text>
        ) : (
          <TableScrollContainer minWidth={520}>
            <Table striped data-testid="search-log">
              <TableThead>
                <TableTr>
                  <TableTh>{t('query')}</TableTh>
                  <TableTh ta="end">{t('searches')}</TableTh>
                  <TableTh ta="end">{t('zeroResults')}</TableTh>
                  <TableTh>{t('makeSynonym')}</TableTh>
                </TableTr>
              </TableThead>
              <TableTbody>
                {searches.map((row) => (
                  <TableTr key={row.query} data-query={row.query}>
                    <TableTd>
                      <bdi dir="auto">{row.query}</bdi>
                    </TableTd>
                    <TableTd ta="end">{formatNumber(row.searches, locale)}</TableTd>
                    <TableTd ta="end">{formatNumber(row.zeroResults, locale)}</TableTd>
                    <TableTd>
                      {row.zeroResults > 0 && !row.query.includes(' ') && options.length > 0 ? (
                        <AddToGroup word={row.query} groups={options} />
                      ) : null}
                    </TableTd>
                  </TableTr>
                ))}
              </TableTbody>
            </Table>
          </TableScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
