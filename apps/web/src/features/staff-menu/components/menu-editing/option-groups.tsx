import {
  allergenName,
  centsToEuroString,
  newOptionSchema,
  optionChangeSchema,
  type StaffMenuDish,
  variationChangeSchema,
} from '@tiffin/core';
import { checkedWhenSent, formSchema, useSchemaForm } from '@/components/form/form';
import { centsFromEuros } from '@/components/form/form-values';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import { staffMessages } from '@/lib/messages/staff-messages';
import { AllergenCheckboxes } from './allergen-checkboxes';
import { EditForm } from './edit-form';

const text = staffMessages.menu.edit;
type Group = { id: number; name: string };

/** A dish's option groups, each with its options and a new one; and a new group. */
export function OptionGroups({ dish }: { dish: StaffMenuDish }) {
  return (
    <section className="space-y-3">
      <h4 className="font-semibold">{text.groups}</h4>
      {dish.variations.map((group) => (
        <div key={group.id} className="space-y-2 rounded-lg border border-line p-3">
          <RenameGroup group={group} />
          <ul className="space-y-2">
            {dish.options
              .filter((option) => option.variation_id === group.id)
              .map((option) => (
                <li key={option.id}>
                  <OptionForm option={option} />
                </li>
              ))}
          </ul>
          <NewOptionForm group={group} />
        </div>
      ))}
      <NewGroupForm dish={dish} />
    </section>
  );
}

function NewGroupForm({ dish }: { dish: StaffMenuDish }) {
  const form = useSchemaForm(variationChangeSchema, { ...checkedWhenSent, defaultValues: { name: '' } });
  return (
    <EditForm
      label={text.addGroup}
      submitLabel={text.addGroup}
      onSaved={() => form.reset()}
      layout="row"
      form={form}
      toEdit={(body) => ({ kind: 'add-variation', productId: dish.id, body })}
    >
      <TextField
        label={text.groupName}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </EditForm>
  );
}

function RenameGroup({ group }: { group: Group }) {
  const form = useSchemaForm(variationChangeSchema, {
    ...checkedWhenSent,
    defaultValues: { name: group.name },
  });
  return (
    <EditForm
      label={text.renameGroup(group.name)}
      submitLabel={text.renameGroup(group.name)}
      layout="row"
      form={form}
      toEdit={(body) => ({ kind: 'variation', variationId: group.id, body })}
    >
      <TextField
        label={text.groupName}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </EditForm>
  );
}

/** The allergen checkboxes as react-hook-form gives them: the codes ticked (false or one code when few render). */
const tickedCodes = (value: string[] | string | boolean | undefined): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];

const optionForm = formSchema(
  optionChangeSchema,
  (fields: { label: string; price_cents: string; allergens: string[] }) => ({
    label: fields.label,
    price_cents: centsFromEuros(fields.price_cents),
    allergens: tickedCodes(fields.allergens),
  }),
);

/**
 * An option's name, what it adds to the price, and (issue 31) the allergens it adds to the dish,
 * folded under what it adds now: looked at less often than the name and price.
 */
function OptionForm({ option }: { option: StaffMenuDish['options'][number] }) {
  const form = useSchemaForm(optionForm, {
    ...checkedWhenSent,
    defaultValues: {
      label: option.label,
      price_cents: centsToEuroString(option.price_cents),
      allergens: option.allergens,
    },
  });
  const { errors } = form.formState;
  return (
    <EditForm
      label={text.saveOption(option.label)}
      submitLabel={text.saveOption(option.label)}
      layout="row"
      form={form}
      toEdit={(body) => ({ kind: 'option', optionId: option.id, body })}
    >
      <TextField label={text.optionName} error={errors.label?.message} {...form.register('label')} />
      <MoneyField
        label={text.optionPrice}
        error={errors.price_cents?.message}
        className="w-28"
        {...form.register('price_cents')}
      />
      <OptionAllergens
        legend={text.optionAllergens(option.label)}
        adds={option.allergens.map(allergenName).join(', ')}
        registration={form.register('allergens')}
        error={errors.allergens?.message}
      />
    </EditForm>
  );
}

/** The option's allergens, folded: its summary says what the option adds as saved. */
function OptionAllergens({
  legend,
  adds,
  registration,
  error,
}: {
  legend: string;
  adds: string;
  registration: Parameters<typeof AllergenCheckboxes>[0]['registration'];
  error: string | undefined;
}) {
  return (
    <details className="w-full rounded-lg border border-line px-3" open={error !== undefined || undefined}>
      <summary className="min-h-11 cursor-pointer py-2.5 text-sm font-semibold">
        {text.optionAdds(adds)}
      </summary>
      <div className="pb-3">
        <AllergenCheckboxes legend={legend} registration={registration} />
        {error && (
          <p className="mt-1 text-sm text-danger" role="alert">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}

/** A new option: its stock left empty is unlimited. */
const newOptionForm = formSchema(
  newOptionSchema,
  (fields: { label: string; price_cents: string; stock: string; allergens: string[] }) => ({
    label: fields.label,
    price_cents: centsFromEuros(fields.price_cents),
    stock: fields.stock.trim() === '' ? null : Number(fields.stock),
    allergens: tickedCodes(fields.allergens),
  }),
);

function NewOptionForm({ group }: { group: Group }) {
  const form = useSchemaForm(newOptionForm, {
    ...checkedWhenSent,
    defaultValues: { label: '', price_cents: '0.00', stock: '', allergens: [] },
  });
  const { errors } = form.formState;
  return (
    <EditForm
      label={text.addOption(group.name)}
      submitLabel={text.addOption(group.name)}
      // The next option of the group starts with the price and stock of this one, and no allergens.
      onSaved={() => {
        form.resetField('label');
        form.resetField('allergens');
      }}
      layout="row"
      form={form}
      toEdit={(body) => ({ kind: 'add-option', variationId: group.id, body })}
    >
      <TextField label={text.optionName} error={errors.label?.message} {...form.register('label')} />
      <MoneyField
        label={text.optionPrice}
        error={errors.price_cents?.message}
        className="w-28"
        {...form.register('price_cents')}
      />
      <TextField
        label={text.optionStock}
        inputMode="numeric"
        error={errors.stock?.message}
        className="w-48"
        {...form.register('stock')}
      />
      <OptionAllergens
        legend={text.newOptionAllergens}
        adds=""
        registration={form.register('allergens')}
        error={form.formState.errors.allergens?.message}
      />
    </EditForm>
  );
}
