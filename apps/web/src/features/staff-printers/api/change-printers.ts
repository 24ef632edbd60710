import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, Printer, PrinterChange, PrinterCredentials } from '@tiffin/core';
import { staffFetch } from '@/features/staff-shell/api/staff-fetch';
import { printersQueryOptions } from './get-printers';

/** Registers a printer (printerId null), answering its credentials once, or changes one (admins). */
export function savePrinter({
  printerId,
  printer,
}: {
  printerId: number | null;
  printer: PrinterChange;
}): Promise<PrinterCredentials | Printer> {
  return printerId === null
    ? staffFetch('/api/v1/staff/printers', { method: 'POST', json: printer })
    : staffFetch(`/api/v1/staff/printers/${printerId}`, { method: 'PUT', json: printer });
}

/** A new password for a printer, shown once; the old one stops working (admins). */
export function renewPrinterSecret(printerId: number): Promise<PrinterCredentials> {
  return staffFetch(`/api/v1/staff/printers/${printerId}/secret`, { method: 'POST' });
}

export function deletePrinter(printerId: number): Promise<MessageResponse> {
  return staffFetch(`/api/v1/staff/printers/${printerId}`, { method: 'DELETE' });
}

function useRefreshingPrinters<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printersQueryOptions().queryKey }),
  });
}

export const useSavePrinter = () => useRefreshingPrinters(savePrinter);
export const useRenewPrinterSecret = () => useRefreshingPrinters(renewPrinterSecret);
export const useDeletePrinter = () => useRefreshingPrinters(deletePrinter);
