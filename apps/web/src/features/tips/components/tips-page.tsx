import { messages, tipMessages } from '@tiffin/core';
import { buttonClasses } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { PageMeta, summarise } from '@/lib/page-meta';
import { useTips } from '../api/get-tips';

/**
 * /tips (issue 51): the tips notice on a page of its own, linked from the footer, as S.I. 545/2022
 * asks of a business that takes tips on its website.
 */
export function TipsPage({ siteName }: { siteName?: string | undefined }) {
  const tips = useTips();
  const notice = tips.data?.notice ?? [];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta
        title={tipMessages.pageTitle}
        siteName={siteName}
        description={notice[0] === undefined ? undefined : summarise(notice.join(' '))}
      />
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{tipMessages.pageTitle}</h1>
      {tips.data ? (
        <div className="mt-6 space-y-4 leading-7 text-ink-muted sm:text-lg sm:leading-8">
          {notice.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : tips.isError && !tips.isFetching ? (
        <div role="alert" className="mt-8 rounded-2xl border border-danger/40 bg-danger-soft p-6">
          <p className="font-semibold text-danger">{tipMessages.failed}</p>
          <button type="button" onClick={() => tips.refetch()} className={buttonClasses('primary', 'mt-4')}>
            {messages.common.retry}
          </button>
        </div>
      ) : (
        <div className="mt-6 space-y-3" role="status" aria-label={tipMessages.loading}>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-11/12" />
          <Skeleton className="h-5 w-4/5" />
        </div>
      )}
    </article>
  );
}
