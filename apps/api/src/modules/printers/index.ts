/** Kitchen printers (issue 28): what other modules and the app may use of this module. */

export { cloudPrntRoutes } from './cloudprnt.routes.ts';
export { PRINT_JOB_SWEEP_INTERVAL_MS, sweepPrintJobs } from './cloudprnt.ts';
export { staffPrinterRoutes } from './printers.routes.ts';
export { forgetTicketsOf, queueTickets, type TicketPrinter, ticketPrinters } from './printers.service.ts';
