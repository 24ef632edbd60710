// STUB: replaced by the picker branch
import { messages } from '@tiffin/core';
import type { SavedAddress } from '@tiffin/core/contracts';
import type { JSX } from 'react';
import { Dialog } from '@/components/ui/dialog';

export type PickedLocation = {
  address: string;
  latitude: number;
  longitude: number;
  distance_km: number;
  house: string | null;
  road: string | null;
  eircode: string | null;
};

export function LocationPickerDialog(props: {
  open: boolean;
  title: string;
  savedAddresses: SavedAddress[];
  onClose(): void;
  onConfirm(location: PickedLocation): void;
}): JSX.Element {
  return (
    <Dialog open={props.open} onClose={props.onClose} title={props.title} closeLabel={messages.common.close}>
      {null}
    </Dialog>
  );
}
