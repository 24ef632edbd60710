import { centsToEuroString, type OrderingSettings, orderingSettingsSchema } from '@tiffin/core';
import { checkedWhenSent, formSchema, useSchemaForm } from '@/components/form/form';
import { centsFromEuros, numberFromText } from '@/components/form/form-values';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { staffSettingsMessages } from '@/lib/messages/staff-settings-messages';
import { useChangeSettings } from '../../api/change-settings';
import { SettingsSection } from './settings-section';

const text = staffSettingsMessages;

type Field = keyof OrderingSettings;
const FIELDS = Object.keys(text.fields) as Field[];
/** The alert e-mail address: text, empty for the restaurant's own e-mail (null). */
const EMAIL_FIELD = 'alert_email' satisfies Field;
const MONEY_FIELDS: readonly Field[] = [
  'minimum_order_cents',
  'max_order_total_cents',
  'delivery_base_fee_cents',
  'delivery_per_km_cents',
];
const isMoney = (field: Field) => MONEY_FIELDS.includes(field);

/** Each setting as typed: euros for the amounts, the e-mail as text, numbers for the rest. */
type OrderingFields = Record<Field, string>;
const settingOf = (field: Field, typed: string) => {
  if (field === EMAIL_FIELD) return typed.trim() === '' ? null : typed;
  return isMoney(field) ? centsFromEuros(typed) : numberFromText(typed);
};
const orderingForm = formSchema(
  orderingSettingsSchema,
  (fields: OrderingFields) =>
    Object.fromEntries(FIELDS.map((field) => [field, settingOf(field, fields[field])])) as OrderingSettings,
);

const typedOf = (field: Field, value: OrderingSettings[Field]) => {
  if (value === null) return '';
  return isMoney(field) && typeof value === 'number' ? centsToEuroString(value) : String(value);
};

/** What orders may be: the minimum and the largest, the delivery fee and area, lead times, capacity and the alerts. */
export function OrderingForm({ ordering }: { ordering: OrderingSettings }) {
  const change = useChangeSettings();
  const form = useSchemaForm(orderingForm, {
    ...checkedWhenSent,
    defaultValues: Object.fromEntries(
      FIELDS.map((field) => [field, typedOf(field, ordering[field])]),
    ) as OrderingFields,
  });
  const { errors } = form.formState;
  return (
    <SettingsSection
      title={text.ordering}
      change={change}
      form={form}
      onSubmit={(body) => change.mutate({ kind: 'ordering', body })}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const props = { label: text.fields[field], error: errors[field]?.message, ...form.register(field) };
          if (field === EMAIL_FIELD)
            return <TextField key={field} type="email" autoComplete="email" {...props} />;
          return isMoney(field) ? (
            <MoneyField key={field} {...props} />
          ) : (
            <TextField key={field} inputMode="decimal" {...props} />
          );
        })}
      </div>
      <button type="submit" className={buttonClasses('primary')} disabled={change.isPending}>
        {change.isPending && <Spinner />}
        {text.save}
      </button>
    </SettingsSection>
  );
}
