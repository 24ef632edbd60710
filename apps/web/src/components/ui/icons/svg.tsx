import type { ReactNode } from 'react';

/**
 * Small line icons; decorative (the control around each one carries the name). One module per
 * icon, as icon libraries do: a chunk carries only the icons its own code draws, so an icon that
 * only a lazily loaded part uses never travels with the first visit.
 */
export type IconProps = { className?: string };

/** The frame every icon draws in: here and in the features' own icons. */
export function Svg({ className = 'size-6', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
