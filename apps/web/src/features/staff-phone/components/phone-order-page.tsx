import { dublinDate, type PhoneOrderResponse } from '@tiffin/core';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { phoneOrderWords as text } from '@/lib/messages/phone-order-messages';
import { usePhoneMenu } from '../api/get-phone-menu';
import { usePlacePhoneOrder } from '../api/place-phone-order';
import { PhoneAllergyPayment } from './phone-allergy-payment';
import { PhoneCustomer } from './phone-customer';
import { PhoneDishes } from './phone-dishes';
import { emptyDraft, type PhoneDraft, payloadOf, validate } from './phone-draft';
import { PhoneOrderPlaced } from './phone-order-placed';
import { PhoneSummary } from './phone-summary';
import { PhoneWhen } from './phone-when';

/**
 * /staff/phone-order (issue 49): the customer, collection or delivery, the time, the dishes, the
 * allergy question and the payment, in the order the call goes; checked with core's schema, then
 * priced and placed by the server, whose total and payment link are shown.
 */
export function PhoneOrderPage({ restaurantName }: { restaurantName: string }) {
  const menu = usePhoneMenu();
  const place = usePlacePhoneOrder();
  const [draft, setDraft] = useState<PhoneDraft>(() => emptyDraft(dublinDate(new Date())));
  const [problems, setProblems] = useState<string[]>([]);
  const [placed, setPlaced] = useState<{ answer: PhoneOrderResponse; emailedTo: string | null } | null>(null);
  const edit = (patch: Partial<PhoneDraft>) => {
    setDraft((before) => ({ ...before, ...patch }));
    setProblems([]);
    place.reset();
  };
  const send = () => {
    const found = validate(draft);
    setProblems(found);
    if (found.length > 0) return;
    place.mutate(payloadOf(draft), {
      onSuccess: (answer) =>
        setPlaced({ answer, emailedTo: answer.payment_url && draft.customer ? draft.customer.email : null }),
    });
  };
  const again = () => {
    setDraft(emptyDraft(dublinDate(new Date())));
    setPlaced(null);
    place.reset();
  };

  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-4xl space-y-8 p-4 md:p-6">
        {placed ? (
          <PhoneOrderPlaced placed={placed.answer} emailedTo={placed.emailedTo} onAnother={again} />
        ) : (
          <>
            <PhoneCustomer draft={draft} onChange={edit} />
            <PhoneWhen draft={draft} onChange={edit} />
            {menu.data ? (
              menu.data.products.length === 0 ? (
                <p>{text.menuEmpty}</p>
              ) : (
                <PhoneDishes menu={menu.data} lines={draft.lines} onChange={(lines) => edit({ lines })} />
              )
            ) : (
              <QueryState
                query={menu}
                loading={text.menuLoading}
                failed={text.menuFailed}
                retry={text.retry}
              />
            )}
            <PhoneAllergyPayment draft={draft} onChange={edit} />
            <PhoneSummary draft={draft} />
            {problems.length > 0 && (
              <Notice tone="danger" role="alert">
                <p className="font-semibold">{text.fixFirst}</p>
                <ul className="list-disc pl-5">
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </Notice>
            )}
            {place.error && (
              <Notice tone="danger" role="alert">
                {place.error.message || text.failed}
              </Notice>
            )}
            <button
              type="button"
              className={buttonClasses('primary', 'min-h-14 w-full text-xl')}
              disabled={place.isPending}
              onClick={send}
            >
              {place.isPending && <Spinner />}
              {place.isPending ? text.sending : text.send}
            </button>
          </>
        )}
      </main>
    </StaffFrame>
  );
}
