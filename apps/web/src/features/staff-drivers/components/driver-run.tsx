import { formatEuro } from '@tiffin/core';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { driverPageMessages as text } from '@/lib/messages/driver-messages';
import { type RunOf, useDriverRun } from '../api/get-driver-run';
import { useMoveStop } from '../api/move-stop';
import { useStepDelivery } from '../api/step-delivery';
import { CashUpForm } from './cash-up-form';
import { DriverStop } from './driver-stop';

/**
 * The driver's page (issue 50): their run in order, one card per stop, made for a phone held in a
 * car (375 px, 56 px buttons); what they finished since the last cash-up; and, on another member's
 * screen, the cash-up. `/staff/run` is the driver's own; `/staff/drivers/:driverId` a member's view.
 */
export function DriverRunPage({ of, restaurantName }: { of: RunOf; restaurantName: string }) {
  const me = useStaffSession((state) => state.session?.member.id);
  const run = useDriverRun(of);
  const step = useStepDelivery(of);
  const move = useMoveStop(of);
  const own = of === 'me' || of === me;
  const title = run.data && !own ? text.driverTitle(run.data.driver.name) : text.title;
  // The server says 422 `driver` when the member holds no driver role: say so, not "failed".
  const notADriver = run.isError && run.error.message.includes('not a driver');
  return (
    <StaffFrame title={title} restaurantName={restaurantName} newOrdersBannerHidden={own}>
      <main className="mx-auto max-w-xl space-y-4 p-3">
        {notADriver ? (
          <Notice role="status">{text.notADriver}</Notice>
        ) : (
          <QueryState query={run} loading={text.loading} failed={text.failed} retry={text.retry} />
        )}
        {step.isError && <Notice role="alert">{step.error.message}</Notice>}
        {move.isError && <Notice role="alert">{move.error.message}</Notice>}
        {run.data && (
          <>
            {run.data.stops.length === 0 && <p role="status">{text.empty}</p>}
            {run.data.stops.map((stop, index, stops) => (
              <DriverStop
                key={stop.delivery_id}
                stop={stop}
                position={index + 1}
                own={own}
                step={(change) => step.mutate(change)}
                pending={step.isPending && step.variables?.deliveryId === stop.delivery_id}
                move={
                  own && stops.length > 1
                    ? {
                        earlier: index > 0,
                        later: index < stops.length - 1,
                        to: (change) => move.mutate(change),
                        pending: move.isPending,
                      }
                    : undefined
                }
              />
            ))}
            {run.data.finished.length > 0 && (
              <section className="space-y-1 rounded-2xl border border-line bg-white p-4">
                <h2 className="font-display text-lg font-bold">{text.finishedHeading}</h2>
                <ul className="space-y-1">
                  {run.data.finished.map((done) => (
                    <li key={done.delivery_id}>
                      {done.state === 'delivered'
                        ? text.finishedDelivered(done.reference, formatEuro(done.cash_to_collect_cents))
                        : text.finishedReturned(done.reference, done.reason ?? '')}
                    </li>
                  ))}
                </ul>
                <p className="font-semibold">
                  {text.expected}: {formatEuro(run.data.expected_cents)}
                </p>
              </section>
            )}
            {!own && <CashUpForm run={run.data} />}
          </>
        )}
      </main>
    </StaffFrame>
  );
}
