import { messages } from '@tiffin/core';
import { Fragment } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { PageMeta, summarise } from '@/lib/page-meta';
import { storefrontText } from '@/lib/storefront-text';
import { usePolicyPage } from '../api/get-policy-page';
import { firstParagraph, type PageBlock, parsePageBody, splitEmails } from '../utils/parse-page-body';

type PolicyPageProps = {
  slug: string;
  /** The page's name while it loads or when it fails (the footer's link text). */
  fallbackTitle: string;
  /** The restaurant's name for the document title, once known. */
  siteName?: string | undefined;
};

/**
 * An information or policy page (checkout-and-account §2.11) from GET /api/v1/pages/{slug}: its
 * title, then headings, paragraphs and lists built from the plain-text body, as text only.
 */
export function PolicyPage({ slug, fallbackTitle, siteName }: PolicyPageProps) {
  const page = usePolicyPage(slug);
  const blocks = page.data ? parsePageBody(page.data.body) : [];
  const description = firstParagraph(blocks);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta
        title={page.data?.title ?? fallbackTitle}
        siteName={siteName}
        description={description === undefined ? undefined : summarise(description)}
      />
      {page.data ? (
        <>
          <h1 className="font-display text-3xl font-bold sm:text-4xl">{page.data.title}</h1>
          <PageBody blocks={blocks} />
        </>
      ) : page.isError && !page.isFetching ? (
        <>
          <h1 className="font-display text-3xl font-bold sm:text-4xl">{fallbackTitle}</h1>
          <div role="alert" className="mt-8 rounded-2xl border border-danger/40 bg-danger-soft p-6">
            <p className="font-semibold text-danger">{storefrontText.pages.failed}</p>
            <button type="button" onClick={() => page.refetch()} className={buttonClasses('primary', 'mt-4')}>
              {messages.common.retry}
            </button>
          </div>
        </>
      ) : (
        <PageLoading title={fallbackTitle} />
      )}
    </article>
  );
}

function PageBody({ blocks }: { blocks: readonly PageBlock[] }) {
  return (
    <div className="mt-6 leading-7 text-ink-muted sm:text-lg sm:leading-8">
      {blocks.map((block, position) => {
        // Blocks never move or change once shown; their position names them.
        const key = `${block.kind}-${position}`;
        switch (block.kind) {
          case 'heading':
            return (
              <h2 key={key} className="mt-10 font-display text-2xl font-semibold text-ink">
                {block.text}
              </h2>
            );
          case 'list':
            return (
              <ul key={key} className="mt-4 list-disc space-y-2 pl-6 marker:text-saffron">
                {block.items.map((item, itemPosition) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the items of a fixed list, never reordered
                  <li key={`${key}-${itemPosition}`}>
                    <RichText text={item} />
                  </li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={key} className="mt-4">
                <RichText text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}

/** Text, with any e-mail address in it as a mailto: link. */
function RichText({ text }: { text: string }) {
  return splitEmails(text).map((part, position) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line, never reordered
    <Fragment key={position}>
      {part.kind === 'email' ? (
        <a
          href={`mailto:${part.text}`}
          className="font-semibold text-saffron-dark underline underline-offset-4"
        >
          {part.text}
        </a>
      ) : (
        part.text
      )}
    </Fragment>
  ));
}

function PageLoading({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="sr-only" role="status">
        {storefrontText.pages.loading}
      </p>
      <div aria-hidden="true" className="mt-8 space-y-3 text-ink-muted">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-11/12" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="mt-10 h-7 w-1/2" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-10/12" />
        <Skeleton className="h-5 w-3/4" />
      </div>
    </div>
  );
}
