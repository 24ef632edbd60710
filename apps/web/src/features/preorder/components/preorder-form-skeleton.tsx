import { Skeleton } from '@/components/ui/skeleton';
import { siteText } from '@/lib/site-text';

/** Which fields have a help line under them, so the placeholder is as tall as the form. */
const FIELDS = [
  { key: 'name', hint: false },
  { key: 'email', hint: false },
  { key: 'date', hint: false },
  { key: 'time', hint: false },
  { key: 'seats', hint: true },
  { key: 'phone', hint: true },
] as const;

/** The form's outline while its code loads: the same boxes in the same places, no jump. */
export function PreorderFormSkeleton() {
  return (
    <div aria-busy="true" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-7">
      <p className="mb-5 text-sm text-ink-muted">{siteText.preorder.required}</p>
      <div aria-hidden="true" className="grid gap-x-5 gap-y-2 text-ink-muted sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.key} className="pb-6.5">
            <Skeleton className="mb-1.5 h-5 w-24" />
            <Skeleton className="h-12 w-full rounded-xl" />
            {field.hint && <Skeleton className="mt-1.5 h-5 w-3/4" />}
          </div>
        ))}
        <div className="pb-6.5 sm:col-span-2">
          <Skeleton className="mb-1.5 h-5 w-32" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      </div>
      <Skeleton className="mt-2 h-11 w-full rounded-full text-saffron sm:w-44" />
    </div>
  );
}
