import { ALLERGEN_STATEMENT_MAX_LENGTH, type RestaurantDetails, restaurantDetailsSchema } from '@tiffin/core';
import { checkedWhenSent, firstErrorMessage, formSchema, useSchemaForm } from '@/components/form/form';
import { numberFromText } from '@/components/form/form-values';
import { staffTextarea } from '@/components/form/staff-control-styles';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { staffSettingsMessages } from '@/lib/messages/staff-settings-messages';
import { useChangeSettings } from '../../api/change-settings';
import { SettingsSection } from './settings-section';

const text = staffSettingsMessages;

type DetailField = keyof typeof text.detailFields;
const DETAIL_FIELDS = Object.keys(text.detailFields) as DetailField[];
const NUMBER_FIELDS: readonly DetailField[] = [
  'latitude',
  'longitude',
  'wait_min_minutes',
  'wait_max_minutes',
];
/** Details a restaurant may not have (a sole trader below the VAT threshold): left empty, kept as null. */
const OPTIONAL_FIELDS: readonly DetailField[] = ['legal_name', 'vat_number'];

/** Each detail as typed, the phones one a line, and the allergen statement (issue 31). */
type DetailsFields = Record<DetailField, string> & { phones: string; allergen_statement: string };
const detailsForm = formSchema(
  restaurantDetailsSchema,
  (fields: DetailsFields) =>
    ({
      ...Object.fromEntries(
        DETAIL_FIELDS.map((field) => {
          const value = fields[field].trim();
          if (OPTIONAL_FIELDS.includes(field) && value === '') return [field, null];
          return [field, NUMBER_FIELDS.includes(field) ? numberFromText(value) : value];
        }),
      ),
      phones: fields.phones
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      allergen_statement: fields.allergen_statement,
    }) as RestaurantDetails,
);

/**
 * The restaurant's details as customers see them: name, address, map position, phones, e-mail,
 * waits, the legal name and VAT number its receipts show, and the allergen statement shown with
 * the menu's filter and at checkout.
 */
export function DetailsForm({ details }: { details: RestaurantDetails }) {
  const change = useChangeSettings();
  const form = useSchemaForm(detailsForm, {
    ...checkedWhenSent,
    defaultValues: {
      ...(Object.fromEntries(DETAIL_FIELDS.map((field) => [field, String(details[field] ?? '')])) as Record<
        DetailField,
        string
      >),
      phones: details.phones.join('\n'),
      // Older answers (before issue 31) have none: the field starts empty and must be filled.
      allergen_statement: details.allergen_statement ?? '',
    },
  });
  const { errors } = form.formState;
  return (
    <SettingsSection
      title={text.details}
      change={change}
      form={form}
      onSubmit={(body) => change.mutate({ kind: 'details', body })}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {DETAIL_FIELDS.map((field) => (
          <TextField
            key={field}
            label={text.detailFields[field]}
            inputMode={NUMBER_FIELDS.includes(field) ? 'decimal' : undefined}
            error={errors[field]?.message}
            {...form.register(field)}
          />
        ))}
      </div>
      <TextareaField
        label={text.phones}
        rows={3}
        // A refused line (phones.1) is said under the phones.
        error={firstErrorMessage(errors.phones)}
        controlClassName={staffTextarea}
        {...form.register('phones')}
      />
      <TextareaField
        label={text.allergenStatement}
        rows={3}
        maxLength={ALLERGEN_STATEMENT_MAX_LENGTH}
        error={errors.allergen_statement?.message}
        controlClassName={staffTextarea}
        {...form.register('allergen_statement')}
      />
      <button type="submit" className={buttonClasses('primary')} disabled={change.isPending}>
        {change.isPending && <Spinner />}
        {text.save}
      </button>
    </SettingsSection>
  );
}
