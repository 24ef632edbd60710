import { type IconProps, Svg } from '@/components/ui/icons';

/**
 * The address book's own icons, in the shared icons' frame. Kept beside the address book rather than
 * in components/ui/icons.tsx: that module travels with every first visit, and icons only these
 * lazily loaded parts draw would travel with it.
 */
export function PencilIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" />
    </Svg>
  );
}

export function CheckCircleIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </Svg>
  );
}
