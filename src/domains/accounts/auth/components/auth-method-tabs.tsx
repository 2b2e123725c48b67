'use client';

import { Tabs } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';

type Method = 'email' | 'phone';

/**
 * E-mail or phone, as tabs above an account form. `?method=phone` opens the phone tab (read after hydration so
 * the page itself stays static).
 */
export function AuthMethodTabs({ email, phone }: { email: ReactNode; phone: ReactNode }) {
  const t = useTranslations('phoneAuth');
  const [method, setMethod] = useState<Method>('email');
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('method') === 'phone') setMethod('phone');
  }, []);

  return (
    <Tabs
      value={method}
      onChange={(value) => setMethod(value === 'phone' ? 'phone' : 'email')}
      keepMounted={false}
    >
      <Tabs.List grow mb="md">
        <Tabs.Tab value="email">{t('byEmail')}</Tabs.Tab>
        <Tabs.Tab value="phone">{t('byPhone')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="email">{email}</Tabs.Panel>
      <Tabs.Panel value="phone">{phone}</Tabs.Panel>
    </Tabs>
  );
}
