import { phoneOrderWords as text } from '@/lib/messages/phone-order-messages';
import { bigInput, choice, field, label } from './phone-customer';
import type { PhoneDraft } from './phone-draft';

type Props = { draft: PhoneDraft; onChange: (patch: Partial<PhoneDraft>) => void };

/** The allergy question, asked of every phone order (required), and how the customer pays. */
export function PhoneAllergyPayment({ draft, onChange }: Props) {
  return (
    <>
      <fieldset className="space-y-3">
        <legend className="text-xl font-bold">{text.allergy}</legend>
        <div className="flex flex-wrap gap-2">
          {(['no', 'yes'] as const).map((answer) => (
            <label key={answer} className={choice}>
              <input
                type="radio"
                name="allergy"
                className="size-5"
                checked={draft.allergy === answer}
                onChange={() => onChange({ allergy: answer })}
              />
              {answer === 'yes' ? text.allergyYes : text.allergyNo}
            </label>
          ))}
        </div>
        {draft.allergy === 'yes' && (
          <label className={field}>
            <span className={label}>{text.allergyWhat}</span>
            <input
              className={bigInput}
              maxLength={200}
              value={draft.allergy_details}
              onChange={(e) => onChange({ allergy_details: e.target.value })}
            />
          </label>
        )}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-xl font-bold">{text.payment}</legend>
        <div className="flex flex-wrap gap-2">
          {(['cash', 'link'] as const).map((payment) => (
            <label key={payment} className={choice}>
              <input
                type="radio"
                name="payment"
                className="size-5"
                checked={draft.payment === payment}
                onChange={() => onChange({ payment })}
              />
              {payment === 'cash' ? text.cash : text.link}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
