'use client';

import { Button, Card, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useSignedInContact } from '@/domains/accounts/components/use-signed-in-contact';
import type { Locale } from '@/i18n/routing';
import { sendContactAction } from '../../actions';
import { COMMENTS_MAX, CONTACT_MESSAGE_VALUES } from '../../limits';
import type { ContactInput } from '../../schemas';

const MESSAGES = { values: CONTACT_MESSAGE_VALUES };

const contactRules = lazySchema(() => import('../../schemas').then((m) => m.contactInput));

/** Kept out of sight and out of reach of people (and screen readers); bots that fill every field fill it. */
const HONEYPOT_STYLE = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The contact form (spec section 5: full name of at least 4 characters, e-mail, comments). Checked here with the
 * action's own schema, then by the action; once sent, a thank-you takes the form's place and takes the focus.
 */
export function ContactForm() {
  const t = useTranslations('contact');
  const locale = useLocale() as Locale;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<ContactInput>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', comments: '', locale, website: '' },
    validate: contactRules.validate,
  });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    schema: contactRules,
    messages: MESSAGES,
    submit: sendContactAction,
    onSuccess: (_, values) => {
      setSentTo(values.email.trim());
      form.reset();
    },
  });
  useEffect(() => {
    if (sentTo) thanksRef.current?.focus();
  }, [sentTo]);
  // A signed-in shopper starts from their name and e-mail, as at checkout, once; what they typed already stays.
  const signedIn = useSignedInContact();
  const prefilled = useRef(false);
  useEffect(() => {
    if (!signedIn || prefilled.current) return;
    prefilled.current = true;
    const { name, email } = form.getValues();
    if (!name && !email) form.setValues({ name: signedIn.name, email: signedIn.email });
  }, [signedIn, form]);

  if (sentTo) {
    return (
      <Card withBorder padding="lg">
        <Stack role="status" align="flex-start">
          <IconCircleCheck size={40} color="var(--mantine-color-green-7)" aria-hidden />
          <Title order={2} fz="h3" ref={thanksRef} tabIndex={-1}>
            {t('thanks.title')}
          </Title>
          <Text>{t.rich('thanks.body', { email: sentTo, bdi: (chunks) => <bdi>{chunks}</bdi> })}</Text>
          <Button variant="light" onClick={() => setSentTo(null)}>
            {t('thanks.again')}
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="contact-form-title">
      <Title order={2} fz="h3" id="contact-form-title" mb="md">
        {t('form.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate style={{ position: 'relative' }}>
        <Stack>
          <FormBanner message={banner} />
          <TextInput
            label={t('form.name')}
            withAsterisk
            autoComplete="name"
            key={form.key('name')}
            {...inputProps('name')}
          />
          <TextInput
            label={t('form.email')}
            description={t('form.emailHint')}
            withAsterisk
            type="email"
            dir="ltr"
            autoComplete="email"
            key={form.key('email')}
            {...inputProps('email')}
          />
          <Textarea
            label={t('form.comments')}
            description={t('form.commentsHint', { commentsMax: COMMENTS_MAX })}
            withAsterisk
            autosize
            minRows={5}
            maxRows={14}
            maxLength={COMMENTS_MAX}
            key={form.key('comments')}
            {...inputProps('comments')}
          />
          <div aria-hidden style={HONEYPOT_STYLE}>
            <label htmlFor="contact-website">{t('form.honeypot')}</label>
            <input
              id="contact-website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              key={form.key('website')}
              {...form.getInputProps('website')}
            />
          </div>
          <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
            {t('form.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
