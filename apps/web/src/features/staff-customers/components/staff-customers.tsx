import {
  customerSearchSchema,
  formatDublinDate,
  formatEuro,
  orderStatusLabel,
  type StaffCustomer,
} from '@tiffin/core';
import { useState } from 'react';
import { Form, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useCustomerOrders, useCustomerSearch } from '../api/search-customers';

const text = staffMessages.customers;

/** /staff/customers: a customer by name, e-mail or phone, and their orders. No password or token is ever shown. */
export function StaffCustomers({ restaurantName }: { restaurantName: string }) {
  // The search is checked by the schema the server checks its query with.
  const form = useSchemaForm(customerSearchSchema, { defaultValues: { q: '' } });
  const tooShort = form.watch('q').trim().length < 2;
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<StaffCustomer | null>(null);
  const search = useCustomerSearch(query);
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-3xl space-y-6 p-4">
        <search>
          <Form
            form={form}
            onSubmit={({ q }) => {
              setChosen(null);
              setQuery(q);
            }}
            className="flex flex-wrap items-end gap-2"
          >
            <TextField
              label={text.search}
              hint={text.hint}
              type="search"
              maxLength={100}
              error={form.formState.errors.q?.message}
              className="min-w-64 flex-1"
              {...form.register('q')}
            />
            <button type="submit" className={buttonClasses('primary', 'mb-6')} disabled={tooShort}>
              {text.searchButton}
            </button>
          </Form>
        </search>
        {search.isFetching && (
          <p className="flex items-center gap-2" role="status">
            <Spinner /> {text.searching}
          </p>
        )}
        {search.isError && <p role="alert">{text.failed}</p>}
        {search.data?.customers.length === 0 && <p>{text.none}</p>}
        <ul className="divide-y divide-line rounded-xl border border-line bg-white empty:hidden">
          {search.data?.customers.map((customer) => (
            <li key={customer.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
              <span className="font-semibold">{customer.name}</span>
              <span className="text-sm">{customer.email}</span>
              <a className="text-sm underline" href={`tel:${customer.phone}`}>
                {customer.phone}
              </a>
              <button
                type="button"
                className={buttonClasses('ghost', 'ml-auto')}
                onClick={() => setChosen(customer)}
              >
                {text.orders(customer.orders_count)}
              </button>
            </li>
          ))}
        </ul>
        {chosen && <CustomerOrders customer={chosen} />}
      </main>
    </StaffFrame>
  );
}

function CustomerOrders({ customer }: { customer: StaffCustomer }) {
  const orders = useCustomerOrders(customer.id);
  return (
    <section aria-labelledby="customer-orders" className="space-y-2">
      <h2 id="customer-orders" className="font-display text-lg font-semibold">
        {text.showOrders(customer.name)}
      </h2>
      {orders.isPending && (
        <p className="flex items-center gap-2" role="status">
          <Spinner /> {text.loadingOrders}
        </p>
      )}
      {orders.isError && <p role="alert">{text.failed}</p>}
      {orders.data?.orders.length === 0 && <p>{text.noOrders}</p>}
      <ul className="divide-y divide-line rounded-xl border border-line bg-white empty:hidden">
        {orders.data?.orders.map((order) => (
          <li key={order.id} className="flex flex-wrap gap-x-3 p-3 text-sm">
            <span className="font-mono font-bold">#{order.reference}</span>
            <span>{formatDublinDate(new Date(order.placed_at))}</span>
            <span>{orderStatusLabel(order.status, order.fulfilment)}</span>
            <span>{order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}</span>
            <span className="ml-auto font-semibold">{formatEuro(order.total_cents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
