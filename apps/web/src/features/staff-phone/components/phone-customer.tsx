import { useState } from 'react';
import { staffTextarea } from '@/components/form/staff-control-styles';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { phoneOrderWords as text } from '@/lib/messages/phone-order-messages';
import { useFindCustomers } from '../api/find-customers';
import type { PhoneDraft } from './phone-draft';

type Props = { draft: PhoneDraft; onChange: (patch: Partial<PhoneDraft>) => void };

export const field = 'block text-base';
export const label = 'mb-1 block font-semibold';
/** Big enough for a finger on a tablet at the pass */
export const bigInput = `${staffTextarea} min-h-12 text-lg`;
export const choice = 'flex min-h-12 items-center gap-3 rounded-xl border border-line bg-white px-4 text-lg';

/** The customer: an account found by phone or e-mail, or a guest's name and phone (no account). */
export function PhoneCustomer({ draft, onChange }: Props) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const found = useFindCustomers(query);
  return (
    <fieldset className="space-y-3">
      <legend className="text-xl font-bold">{text.customer}</legend>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <label className={`${field} min-w-56 flex-1`}>
          <span className={label}>{text.find}</span>
          <input
            type="search"
            className={bigInput}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <button
          type="submit"
          className={buttonClasses('secondary', 'min-h-12')}
          disabled={typed.trim().length < 2}
        >
          {text.findButton}
        </button>
      </form>
      {found.isFetching && (
        <p className="flex items-center gap-2" role="status">
          <Spinner /> {text.finding}
        </p>
      )}
      {found.isError && <p role="alert">{text.findFailed}</p>}
      {found.data?.customers.length === 0 && <p>{text.noneFound}</p>}
      <ul className="space-y-2 empty:hidden">
        {found.data?.customers.map((customer) => (
          <li key={customer.id}>
            <button
              type="button"
              className={buttonClasses('ghost', 'min-h-12 w-full justify-start text-left')}
              aria-label={text.choose(customer.name)}
              onClick={() =>
                onChange({
                  customer: { id: customer.id, email: customer.email },
                  name: customer.name,
                  phone: customer.phone,
                })
              }
            >
              <span className="font-semibold">{customer.name}</span> {customer.phone} · {customer.email}
            </button>
          </li>
        ))}
      </ul>
      {draft.customer && (
        <p className="flex flex-wrap items-center gap-3 rounded-xl bg-cream p-3">
          {text.chosen(draft.name, draft.customer.email)}
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => onChange({ customer: null })}
          >
            {text.asGuest}
          </button>
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        <label className={field}>
          <span className={label}>{text.name}</span>
          <input
            className={bigInput}
            autoComplete="off"
            maxLength={100}
            value={draft.name}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        </label>
        <label className={field}>
          <span className={label}>{text.phone}</span>
          <input
            type="tel"
            className={bigInput}
            autoComplete="off"
            maxLength={30}
            value={draft.phone}
            onChange={(e) => onChange({ phone: e.target.value })}
          />
        </label>
      </div>
    </fieldset>
  );
}
