import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import { formatArticleDate } from '../../../shared/dates';
import type { Contact } from '../../shared/api-entities';
import { api } from '../api';
import { FEEDBACK_QUERY_KEY, useUnreadFeedback } from '../components/feedback/unread-feedback';
import { Pager, usePageParam } from '../components/Pager';
import { Button, LoadError, PageHeader } from '../components/ui';
import { popupError } from '../popups';

export function meta() {
  return [{ title: 'Feedback · NEWS' }];
}

/** docs/product.md, Feedback inbox: the readers' 'Your opinion' messages, newest first, marked read one by one (docs/decisions/108). */
export default function FeedbackInbox() {
  const [page, hrefOf] = usePageParam();
  const unread = useUnreadFeedback();
  const contacts = useQuery({
    queryKey: [FEEDBACK_QUERY_KEY, 'page', page],
    queryFn: () => api.GET('/api/v1/contact/all', { params: { query: { page, limit: LISTING_PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title="Feedback">
        <p className="text-muted">{unread === 0 ? 'All read' : `${unread} unread`}</p>
      </PageHeader>
      <LoadError error={contacts.error} />
      <ul className="flex flex-col gap-3" aria-busy={contacts.isPending}>
        {contacts.isPending &&
          [1, 2, 3].map((placeholder) => (
            <li key={placeholder} className="h-28 animate-pulse rounded-lg border border-hairline bg-white" />
          ))}
        {contacts.data?.contacts.length === 0 && (
          <li className="rounded-lg border border-hairline bg-white p-6 text-center text-muted">No messages yet.</li>
        )}
        {contacts.data?.contacts.map((contact) => (
          <FeedbackMessage key={contact._id} contact={contact} />
        ))}
      </ul>
      <Pager page={page} pages={contacts.data?.pagination.pages ?? 0} hrefOf={hrefOf} label="Feedback pages" />
    </>
  );
}

function FeedbackMessage({ contact }: { contact: Contact }) {
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: () => api.PUT('/api/v1/contact/read/{id}', { params: { path: { id: contact._id } } }),
    // The inbox page, the sidebar badge and the dashboard's newest messages all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FEEDBACK_QUERY_KEY] }),
    onError: (error) => void popupError(error.message),
  });
  const headingId = `feedback-${contact._id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-lg border border-hairline bg-white p-4 shadow-sm ${contact.read ? '' : 'border-l-4 border-l-brand'}`}
      >
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-[16px] font-semibold">
            {contact.name}
          </h2>
          <a href={`mailto:${contact.email}`} className="text-[14px] text-brand underline-offset-2 hover:underline">
            {contact.email}
          </a>
          <span className="text-[14px] text-muted">{contact.location}</span>
          <time dateTime={contact.createdAt} className="text-[13px] text-muted">
            {formatArticleDate(contact.createdAt)}
          </time>
          {!contact.read && <span className="rounded bg-brand px-1.5 text-[12px] font-semibold text-white">New</span>}
        </header>
        {/* Readers' words are plain text (docs/decisions/047): React escapes them; line breaks are kept. */}
        <p className="mt-2 whitespace-pre-wrap break-words text-[15px]">{contact.message}</p>
        {!contact.read && (
          <div className="mt-3 flex justify-end">
            <Button variant="secondary" disabled={markRead.isPending} onClick={() => markRead.mutate()}>
              <Check aria-hidden="true" className="size-4" />
              Mark as read
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
