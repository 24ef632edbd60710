// STUB: replaced by the picker branch

export default function LocationMap(props: {
  center: { latitude: number; longitude: number };
  boundsDegrees?: number;
  draggable?: boolean;
  onMarkerMoved?(p: { latitude: number; longitude: number }): void;
  label: string;
}) {
  return <div role="img" aria-label={props.label} className="h-64 w-full rounded-xl bg-cream-deep" />;
}
