import { type IconProps, Svg } from './svg';

export function BasketIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M5 10h14l-1.5 9a2 2 0 0 1-2 1.7h-7a2 2 0 0 1-2-1.7L5 10Z" />
      <path d="M3 10h18M8 10l3-6M16 10l-3-6M10 14v3M14 14v3" />
    </Svg>
  );
}
