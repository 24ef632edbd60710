import { orderMessages } from '@tiffin/core';
import { Notice } from '@/components/ui/notice';

const m = orderMessages.location;

type LocationResultProps = {
  address: string;
  /** The server's distance and verdict: the browser never applies the rule itself. */
  distanceKm: number;
  inDeliveryArea: boolean;
  deliveryRadiusKm: number;
};

/** The result box under the chosen place: delivery available, or outside the area, with the distance. */
export function LocationResult({
  address,
  distanceKm,
  inDeliveryArea,
  deliveryRadiusKm,
}: LocationResultProps) {
  return (
    <Notice tone={inDeliveryArea ? 'success' : 'danger'} role="status">
      <p className="font-semibold">{inDeliveryArea ? m.deliveryAvailableTitle : m.outsideAreaTitle}</p>
      <p className="text-ink">{address}</p>
      <p>{inDeliveryArea ? m.deliveryAvailable(distanceKm) : m.outsideArea(distanceKm, deliveryRadiusKm)}</p>
    </Notice>
  );
}
