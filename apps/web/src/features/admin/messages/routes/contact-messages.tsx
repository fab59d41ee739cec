// /admin/messages: the contact form's inbox for administrators and reviewers. Open and Handled tabs
// with their counts (the tab and page live in the address); each message expands to its details, a
// reply form and Mark handled / Reopen.
import type { ContactMessageState } from '@wefe/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StaffPage } from '@/components/staff/staff-page';
import { StaffPager } from '@/components/staff/staff-pager';
import { FailureAlert, FormSuccess } from '@/components/ui/form';
import { LoadingMessage } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { apiErrorMessage } from '@/lib/api-client';
import { useContactMessageCounts } from '@/components/staff/contact-message-counts';
import { useTranslation } from '@/lib/i18n';
import { useContactMessages, type ContactMessagesFilters } from '../api/get-contact-messages';
import { MessageItem } from '../components/message-item';

const positiveInt = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : 1);

export function Component() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status: ContactMessageState = params.get('status') === 'handled' ? 'handled' : 'open';
  const counts = useContactMessageCounts();
  const [done, setDone] = useState('');
  const countOf = (state: ContactMessageState) => (counts.data ? counts.data[state] : '…');

  const choose = (next: ContactMessageState) => {
    setDone('');
    setParams(next === 'open' ? new URLSearchParams() : new URLSearchParams({ status: next }));
  };

  return (
    <StaffPage title={t('messages.title')} lead={t('messages.lead')}>
      {done ? (
        <div className="mb-4">
          <FormSuccess>{done}</FormSuccess>
        </div>
      ) : null}
      <Tabs
        label={t('messages.tabs_label')}
        value={status}
        onValueChange={choose}
        items={[
          { value: 'open', label: t('messages.tab_open', { count: countOf('open') }), content: <Inbox filters={{ status: 'open', page: positiveInt(params.get('page')) }} onDone={setDone} /> },
          { value: 'handled', label: t('messages.tab_handled', { count: countOf('handled') }), content: <Inbox filters={{ status: 'handled', page: positiveInt(params.get('page')) }} onDone={setDone} /> },
        ]}
      />
    </StaffPage>
  );
}

function Inbox({ filters, onDone }: { filters: ContactMessagesFilters; onDone: (text: string) => void }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [params, setParams] = useSearchParams();
  const messages = useContactMessages(filters);
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  if (messages.isPending) return <LoadingMessage label={t('shell.loading')} />;
  if (messages.isError) {
    return <FailureAlert title={t('shell.error')} detail={apiErrorMessage(messages.error, tCommon)} retryLabel={t('shell.retry')} onRetry={() => void messages.refetch()} />;
  }
  if (messages.data.data.length === 0) {
    return <p className="rounded-lg bg-slate-50 p-6 text-slate-600">{t(filters.status === 'open' ? 'messages.empty_open' : 'messages.empty_handled')}</p>;
  }
  const { meta } = messages.data;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {messages.data.data.map((message) => (
          <MessageItem key={message.id} message={message} onDone={onDone} />
        ))}
      </ul>
      <StaffPager label={t('messages.pages')} page={meta.current_page} lastPage={meta.last_page} onPage={goTo} />
    </>
  );
}
