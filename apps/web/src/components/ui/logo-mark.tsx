type LogoMarkProps = { className?: string };

/** A tiffin carrier: the restaurant's mark, also the favicon. Decorative; the link around it names it. */
export function LogoMark({ className = '' }: LogoMarkProps) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path
        d="M21 20V15a11 11 0 0 1 22 0v5"
        fill="none"
        stroke="#fdf8f1"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <rect x="14" y="20" width="36" height="10" rx="4" fill="#fdf8f1" />
      <rect x="16" y="32" width="32" height="10" rx="4" fill="#fdf8f1" />
      <rect x="16" y="44" width="32" height="11" rx="4" fill="#fdf8f1" />
      <rect x="25" y="23.5" width="14" height="3" rx="1.5" fill="currentColor" />
    </svg>
  );
}
