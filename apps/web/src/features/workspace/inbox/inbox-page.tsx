import { inboxPath, workspacePaths } from '@kundenportal/domain/routing/workspace-paths';
import { workspaceTexts } from '@kundenportal/domain/texts/workspace';
import {
  INBOX_CATEGORIES,
  type InboxCategory,
  type InboxItem,
  type InboxPage as InboxPageData,
  type InboxSummary,
  isInboxCategory,
  type SettableRequestStatus,
} from '@kundenportal/domain/workspace/inbox';
import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, NavLink, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { toast } from '../../../lib/toast-store';
import { inboxItemsQuery, inboxSummaryQuery, postInboxRead, putRequestStatus } from './inbox-api';
import { InboxEntry } from './inbox-item';
import styles from './inbox-page.module.css';

const texts = workspaceTexts.inbox;
const CHAT = 'chat';

/**
 * `#/berater/eingang/:kategorie`: the agency's inbox — the categories with their unread counts, and the
 * chosen one's entries, newest first. `chats` is the conversation list (the chat feature's, composed in
 * app/). Without a category it opens the first with something unread.
 */
export function InboxPage({ chats }: { chats: ReactNode }) {
  const { kategorie } = useParams();
  const summary = useQuery(inboxSummaryQuery);
  if (kategorie !== CHAT && !isInboxCategory(kategorie)) {
    if (kategorie !== undefined) return <Navigate to={workspacePaths.inbox} replace />;
    if (!summary.data) return summary.isError ? <p role="alert">{texts.loadError}</p> : null;
    return <Navigate to={inboxPath(firstUnread(summary.data))} replace />;
  }
  const title = kategorie === CHAT ? texts.chat : texts.categories[kategorie];
  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {texts.heading}
      </h1>
      <p className={styles.intro}>{texts.intro}</p>
      <div className={styles.layout}>
        <nav aria-label={texts.categoriesLabel} className={styles.categories}>
          <ul>
            {INBOX_CATEGORIES.map((category) => (
              <CategoryLink
                key={category}
                to={category}
                label={texts.categories[category]}
                unread={summary.data?.categories.find((entry) => entry.kategorie === category)?.unread ?? 0}
              />
            ))}
            <CategoryLink to={CHAT} label={texts.chat} unread={summary.data?.chatUnread ?? 0} />
          </ul>
        </nav>
        <section className={styles.content} aria-labelledby="inbox-category">
          <h2 id="inbox-category" className={styles.categoryHeading}>
            {title}
          </h2>
          {kategorie === CHAT ? chats : <CategoryItems key={kategorie} kategorie={kategorie} />}
        </section>
      </div>
    </>
  );
}

function firstUnread(summary: InboxSummary): string {
  const category = summary.categories.find((entry) => entry.unread > 0)?.kategorie;
  if (category) return category;
  return summary.chatUnread > 0 ? CHAT : INBOX_CATEGORIES[0];
}

function CategoryLink({ to, label, unread }: { to: string; label: string; unread: number }) {
  return (
    <li>
      <NavLink to={inboxPath(to)} className={styles.categoryLink}>
        {label}
        {unread > 0 ? (
          <>
            <span className={styles.count} aria-hidden="true">
              {unread}
            </span>
            <span className="visually-hidden">{` (${texts.unread(unread)})`}</span>
          </>
        ) : null}
      </NavLink>
    </li>
  );
}

type Pages = InfiniteData<InboxPageData, number>;

function CategoryItems({ kategorie }: { kategorie: InboxCategory }) {
  const query = inboxItemsQuery(kategorie);
  const items = useInfiniteQuery(query);
  const queryClient = useQueryClient();

  const replaceItem = (changed: InboxItem) =>
    queryClient.setQueryData<Pages>(query.queryKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === changed.id ? changed : item)),
            })),
          }
        : data,
    );

  async function open(item: InboxItem) {
    replaceItem({ ...item, read: true });
    const summary = await postInboxRead(item.category, item.id).catch(() => null);
    if (summary) queryClient.setQueryData(inboxSummaryQuery.queryKey, summary);
  }

  async function setStatus(item: InboxItem, status: SettableRequestStatus) {
    const { item: changed } = await putRequestStatus(item.id, status);
    replaceItem(changed);
    toast.success(texts.statusSaved);
    if (changed.customer)
      await queryClient.invalidateQueries({ queryKey: ['workspace', 'customer', changed.customer.id] });
    await queryClient.invalidateQueries({ queryKey: inboxSummaryQuery.queryKey });
  }

  if (items.isError) return <p role="alert">{texts.loadError}</p>;
  if (!items.data) return null;
  const entries = items.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <EmptyState text={texts.empty} />;
  return (
    <>
      <ul className={styles.items}>
        {entries.map((item) => (
          <InboxEntry key={item.id} item={item} onOpen={open} onStatus={setStatus} />
        ))}
      </ul>
      {items.hasNextPage ? (
        <Button variant="secondary" onClick={() => items.fetchNextPage()} disabled={items.isFetchingNextPage}>
          {texts.loadMore}
        </Button>
      ) : null}
    </>
  );
}
