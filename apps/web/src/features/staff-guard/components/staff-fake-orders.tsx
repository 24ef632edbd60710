import { guardMessages } from '@tiffin/core';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { staffGuardMessages as text } from '@/lib/messages/guard-messages';
import { useLiftMark } from '../api/change-marks';
import { useFakeOrders } from '../api/get-fake-orders';
import { GuardRulesForm } from './guard-rules-form';
import { MarkForm } from './mark-form';

/**
 * /staff/fake-orders (issue 51, decision 073): the rules that ask a cash order for a phone code,
 * the customers marked (flag, card only, blocked) with a way to lift each, and the orders let
 * through with a flag, to call before cooking.
 */
export function StaffFakeOrders({ restaurantName }: { restaurantName: string }) {
  const guard = useFakeOrders();
  const admin = useStaffSession((state) => state.session?.member.role === 'admin');
  const lift = useLiftMark();
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-3xl space-y-6 p-4">
        <p>{text.intro}</p>
        <QueryState query={guard} loading={text.loading} failed={text.failed} retry={text.retry} />
        {guard.data && (
          <>
            <GuardRulesForm rules={guard.data.rules} admin={admin} />

            <section className="space-y-3" aria-labelledby="marks-heading">
              <h2 id="marks-heading" className="text-lg font-semibold">
                {text.marks}
              </h2>
              <MarkForm />
              {lift.isError && <Notice role="alert">{text.failedChange}</Notice>}
              {guard.data.marks.length === 0 ? (
                <p>{text.noMarks}</p>
              ) : (
                <ul className="divide-y divide-line rounded border border-line">
                  {guard.data.marks.map((mark) => (
                    <li key={mark.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                      <div className="min-w-0">
                        <p className="font-medium break-words">
                          {text.kinds[mark.kind]} · {text.targets[mark.target]}: {mark.value}
                        </p>
                        <p className="text-sm text-ink-muted break-words">{mark.reason}</p>
                      </div>
                      <button
                        type="button"
                        className={buttonClasses('secondary')}
                        disabled={lift.isPending}
                        onClick={() => lift.mutate(mark.id)}
                        aria-label={`${text.lift}: ${mark.value}`}
                      >
                        {text.lift}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section className="space-y-3" aria-labelledby="flagged-heading">
              <h2 id="flagged-heading" className="text-lg font-semibold">
                {text.flagged}
              </h2>
              {guard.data.flaggedOrders.length === 0 ? (
                <p>{text.noFlagged}</p>
              ) : (
                <ul className="divide-y divide-line rounded border border-line">
                  {guard.data.flaggedOrders.map((flag) => (
                    <li key={flag.orderId} className="p-3">
                      <p className="font-medium">
                        {text.order(flag.orderId)} · {guardMessages.callBeforeCooking}
                      </p>
                      <p className="text-sm text-ink-muted break-words">{flag.reason}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </main>
    </StaffFrame>
  );
}
