import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';

type QueryStateProps = {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loading: string;
  failed: string;
  retry: string;
};

/** A staff page's loading line, or its error with a retry; nothing once the data is there. */
export function QueryState({ query, loading, failed, retry }: QueryStateProps) {
  if (query.isPending)
    return (
      <p className="flex items-center gap-2" role="status">
        <Spinner /> {loading}
      </p>
    );
  if (query.isError)
    return (
      <div className="space-y-2" role="alert">
        <p>{failed}</p>
        <button type="button" className={buttonClasses('secondary')} onClick={() => query.refetch()}>
          {retry}
        </button>
      </div>
    );
  return null;
}
