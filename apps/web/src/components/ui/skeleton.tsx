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
