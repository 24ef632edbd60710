/**
 * Kitchen printers on Star's CloudPRNT: their states, the tickets queued, encoded and reprinted
 * (decision 040).
 *
 * This file is the module's entry point: what other modules and the app may use of it.
 */

export { cloudPrntRoutes } from './cloudprnt.routes.ts';
export { PRINT_JOB_SWEEP_INTERVAL_MS, sweepPrintJobs } from './cloudprnt.ts';
export { staffPrinterRoutes } from './printers.routes.ts';
export { forgetTicketsOf, queueTickets, type TicketPrinter, ticketPrinters } from './printers.service.ts';
