import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';
import { ApiError } from '@/lib/api-client';
import { isUnauthorizedError } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { useDownloadMyData } from '../api/download-my-data';

const text = accountText.profile.myData;

/**
 * "Download my data" (issue 32, not in the spec): the customer's copy of everything the site keeps
 * about them, saved as a JSON file. While it is prepared the button says so; a failure is said
 * beside it (the server's words for a refusal such as too many downloads), and the button tries again.
 */
export function DownloadMyData() {
  const download = useDownloadMyData();
  const failure =
    download.isError && !isUnauthorizedError(download.error) ? failureText(download.error) : null;

  const start = () => {
    download.mutate(undefined, { onSuccess: () => toast.success(text.downloaded) });
  };

  return (
    <section
      aria-labelledby="my-data-title"
      className="mt-6 rounded-2xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id="my-data-title" className="font-display text-lg font-semibold">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm leading-6 text-ink-muted">{text.intro}</p>
      <button
        type="button"
        onClick={start}
        disabled={download.isPending}
        className={buttonClasses('secondary', 'mt-4 w-full sm:w-auto')}
      >
        {download.isPending && <Spinner className="size-4" />}
        {download.isPending ? text.preparing : text.download}
      </button>
      {failure && (
        <Notice tone="danger" role="alert" className="mt-4">
          {failure}
        </Notice>
      )}
    </section>
  );
}

/** The server's reason for a refusal it words (429: how long to wait); ours for a failure or no answer. */
function failureText(error: Error): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.errors[0]?.message || error.message || text.failed;
  }
  return text.failed;
}
