'use client';

import { Alert, Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconWorldCheck } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { refusalOf } from '@/lib/action-result';
import { checkCustomDomainAction, saveCustomDomainAction } from '../../actions';
import type { DomainCheck } from '../../domain-check';
import { customDomainCheckInput, customDomainInput } from '../../storefront-schemas';
import { SettingsForm, SettingsSection } from './settings-section';

type Props = {
  /** The saved domain; null: none (the store is served at APP_URL). */
  customDomain: string | null;
  /** The store's public origin now. */
  origin: string;
  /** APP_URL: where the store is served without a custom domain; its host is what a CNAME record points to. */
  appUrl: string;
};

const RESULT_COLORS = { here: 'green', elsewhere: 'yellow', unresolved: 'red' } as const;

/**
 * Custom domain: the host name shoppers use, saved (empty clears it) with its field errors, the DNS records to
 * create for it, and a check of where the typed name points now.
 */
export function CustomDomainForm({ customDomain, origin, appUrl }: Props) {
  const t = useTranslations('adminDomain');
  const locale = useLocale();
  const router = useRouter();
  const form = useForm({ initialValues: { customDomain: customDomain ?? '' } });
  const [checked, setChecked] = useState<{ domain: string; answer: DomainCheck } | null>(null);
  const [checking, setChecking] = useState(false);
  const { onSubmit, pending, banner, inputProps, report, clearBanner } = useActionForm({
    form,
    submit: async (values) => refusalOf(customDomainInput, values) ?? saveCustomDomainAction(values),
    successMessage: t('saved'),
    onSuccess: () => router.refresh(),
  });

  const check = async () => {
    clearBanner();
    setChecked(null);
    const input = { customDomain: form.values.customDomain };
    const refusal = refusalOf(customDomainCheckInput, input);
    if (refusal) return report(refusal);
    setChecking(true);
    const result = await checkCustomDomainAction(input).catch(() => null);
    setChecking(false);
    if (!result?.ok) return report(result);
    setChecked({ domain: input.customDomain.trim().toLowerCase(), answer: result.data });
  };

  const typed = form.values.customDomain.trim().toLowerCase();
  const domain = (text: string) => (
    <Code dir="ltr" style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Code>
  );
  const name = domain(typed || t('yourDomain'));
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });

  return (
    <Stack gap="lg">
      <SettingsSection
        id="custom-domain"
        title={t('title')}
        description={t('description', { origin: appUrl })}
      >
        <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
          <Text size="sm">{t.rich('current', { origin: () => <bdi dir="ltr">{origin}</bdi> })}</Text>
          <TextInput
            label={t('domain')}
            description={t('domainHint')}
            placeholder="shop.example.com"
            dir="ltr"
            maw={420}
            autoComplete="off"
            spellCheck={false}
            {...inputProps('customDomain')}
          />
        </SettingsForm>
      </SettingsSection>
      <SettingsSection id="custom-domain-dns" title={t('dnsTitle')} description={t('dnsDescription')}>
        <List spacing="xs" size="sm">
          <List.Item>{t.rich('recordA', { domain: () => name })}</List.Item>
          <List.Item>
            {t.rich('recordCname', { domain: () => name, host: () => domain(new URL(appUrl).host) })}
          </List.Item>
          <List.Item>{t.rich('https', { domain: () => name })}</List.Item>
        </List>
        <Group gap="sm" align="center">
          <Button
            variant="default"
            onClick={check}
            loading={checking}
            leftSection={<IconWorldCheck size={16} aria-hidden />}
          >
            {t('check')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('checkHint')}
          </Text>
        </Group>
        <div aria-live="polite">
          {checked && (
            <Alert color={RESULT_COLORS[checked.answer.status]} variant="light" data-testid="domain-check">
              {t.rich(`result.${checked.answer.status}`, {
                domain: () => domain(checked.domain),
                addresses:
                  checked.answer.status === 'elsewhere'
                    ? list.format(checked.answer.addresses.map((a) => `\u2068${a}\u2069`))
                    : '',
              })}
            </Alert>
          )}
        </div>
      </SettingsSection>
    </Stack>
  );
}
