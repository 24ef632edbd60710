import { type CloudPrntPoll, type CloudPrntPollResponse, decodedStatusCode } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordKitchenContact, requireRestaurant } from '../restaurant/index.ts';
import { encodeKitchenTicket, isTicketMediaType, TICKET_MEDIA_TYPES } from './kitchen-ticket.ts';
import { confirmsPrinted, reportedState, worthRetrying } from './printer-status.ts';
import * as repository from './printers.repository.ts';

/*
 * Star's CloudPRNT protocol, server side (issue 28; Star's "CloudPRNT Protocol Guide"): the printer
 * POSTs its status every few seconds and is told whether a job waits, with its token and the media
 * types it is offered in; it GETs the job in the type it prefers, prints it, and confirms it with a
 * DELETE carrying its status code. Each request is authenticated by the route (printerForCredentials):
 * only an enabled printer gets here.
 */

/** A job fetched but not confirmed within this is offered again (a printer that lost it, or its DELETE). */
export const REOFFER_AFTER_MS = 2 * 60_000;
/**
 * A ticket not printed within this is not printed at all: a printer switched back on the next
 * morning does not print last night's orders (the board still shows every order).
 */
export const TICKET_EXPIRY_MS = 12 * 60 * 60_000;

const offeredSince = (now: Date) => ({
  staleBefore: new Date(now.getTime() - REOFFER_AFTER_MS),
  expiredBefore: new Date(now.getTime() - TICKET_EXPIRY_MS),
});

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** A poll: records that the printer is in touch and what it says of itself, and tells it of its next job. */
export async function pollPrinter(
  { db, clock }: Deps,
  { printer, poll }: { printer: repository.PrinterRow; poll: CloudPrntPoll },
): Promise<CloudPrntPollResponse> {
  const now = clock.now();
  await repository.recordPoll(db, printer.id, {
    lastSeenAt: now,
    reportedStatus: poll.status?.trim() || null,
    reportedCode: decodedStatusCode(poll.statusCode),
    reportedState: reportedState(poll),
    mac: poll.printerMAC ?? printer.mac,
  });
  // A printer in touch is someone watching: ordering is not paused as unattended.
  await recordKitchenContact(db, `printer:${printer.id}`, now);
  // A printer still printing is told of the next job once it has finished this one.
  if (poll.printingInProgress === true) return { jobReady: false };
  const job = await repository.nextJob(db, printer.id, offeredSince(now));
  if (!job) return { jobReady: false };
  return { jobReady: true, mediaTypes: Object.keys(TICKET_MEDIA_TYPES), jobToken: job.token };
}

/**
 * The job a printer fetches, encoded in the media type it asks for (StarPRNT without one): the job
 * of the token, or, from a printer too old to send tokens, its next job. Fetching marks it fetched;
 * fetching it again gives the same ticket.
 */
export async function fetchJob(
  { db, clock }: Deps,
  {
    printer,
    type,
    token,
  }: { printer: repository.PrinterRow; type: string | undefined; token: string | undefined },
): Promise<{ mediaType: string; body: Uint8Array }> {
  const mediaType = type?.split(';')[0]?.trim() || 'application/vnd.star.starprnt';
  if (!isTicketMediaType(mediaType)) {
    throw new AppError(
      'media_type',
      `Tickets are printed as ${Object.keys(TICKET_MEDIA_TYPES).join(' or ')}`,
    ); // not in the spec
  }
  const now = clock.now();
  const job = token
    ? await repository.findJobByToken(db, printer.id, token)
    : await repository.nextJob(db, printer.id, offeredSince(now));
  if (!job || !(await repository.markFetched(db, job.id, now))) {
    throw notFound('Print job');
  }
  const restaurant = await requireRestaurant({ db });
  const body = encodeKitchenTicket(job.ticket, {
    mediaType,
    columns: printer.paperColumns,
    copies: job.copies,
    restaurantName: restaurant.name,
    reprint: job.reason === 'reprint',
    change: job.ticket.change,
  });
  return { mediaType, body };
}

/**
 * A printer's confirmation: printed (a 2xx code), to be offered again (a printer error or a
 * download timeout: it prints once it can), or failed for good (a job it cannot read).
 */
export async function confirmJob(
  { db, clock }: Deps,
  {
    printer,
    code,
    token,
  }: { printer: repository.PrinterRow; code: string | undefined; token: string | undefined },
): Promise<{ message: string }> {
  const job = token
    ? await repository.findJobByToken(db, printer.id, token)
    : await repository.lastFetchedJob(db, printer.id);
  if (!job) throw notFound('Print job');
  // A confirmation sent again (its answer was lost) changes nothing.
  if (job.state === 'printed' || job.state === 'failed') return { message: 'Confirmed' };
  const resultCode = decodedStatusCode(code);
  const now = clock.now();
  if (confirmsPrinted(resultCode)) {
    await repository.finishJob(db, job.id, { state: 'printed', resultCode, finishedAt: now });
  } else if (worthRetrying(resultCode)) {
    await repository.finishJob(db, job.id, {
      state: 'queued',
      resultCode,
      finishedAt: null,
      fetchedAt: null,
    });
  } else {
    await repository.finishJob(db, job.id, { state: 'failed', resultCode, finishedAt: now });
  }
  return { message: 'Confirmed' };
}

/** How often old jobs are removed, and how long a job is kept: a week, to answer "did it print?". */
export const PRINT_JOB_SWEEP_INTERVAL_MS = 60 * 60_000;
export const PRINT_JOBS_KEPT_MS = 7 * 24 * 60 * 60_000;

/** Removes the jobs queued more than a week ago (each holds a copy of its order's ticket): how many. */
export function sweepPrintJobs({ db, clock }: Deps): Promise<number> {
  return repository.deleteJobsQueuedBefore(db, new Date(clock.now().getTime() - PRINT_JOBS_KEPT_MS));
}
