import { type IconProps, Svg } from './svg';

export function DirectionsIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M12 2.5l9.5 9.5-9.5 9.5L2.5 12z" />
      <path d="M9 14v-2.5a1.5 1.5 0 0 1 1.5-1.5H15M13 8l2 2-2 2" />
    </Svg>
  );
}
