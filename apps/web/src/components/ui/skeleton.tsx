type SkeletonProps = { className?: string };

/** A placeholder block that keeps the space of content still loading; hidden from assistive tech. */
export function Skeleton({ className = '' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-md bg-current/15 motion-reduce:animate-none ${className}`}
    />
  );
}

/** The shape of a dish card while the dishes load: a thumbnail beside the text on a phone, a photo above it wider up. */
export function DishCardSkeleton() {
  return (
    <li className="flex flex-row-reverse overflow-hidden rounded-2xl bg-white ring-1 ring-line sm:flex-col">
      <div className="w-32 shrink-0 p-3 pl-0 sm:w-full sm:p-0">
        <div className="aspect-[4/3] animate-pulse rounded-xl bg-cream-deep motion-reduce:animate-none sm:rounded-none" />
      </div>
      <div className="flex-1 space-y-2 p-4 text-ink">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </li>
  );
}
