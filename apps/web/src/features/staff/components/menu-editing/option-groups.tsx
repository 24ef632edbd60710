import {
  centsToEuroString,
  newOptionSchema,
  optionChangeSchema,
  type StaffMenuDish,
  staffMessages,
  variationChangeSchema,
} from '@tiffin/core';
import { checkedWhenSent, formSchema, useSchemaForm } from '@/components/form/form';
import { centsFromEuros } from '@/components/form/form-values';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
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

const optionForm = formSchema(optionChangeSchema, (fields: { label: string; price_cents: string }) => ({
  label: fields.label,
  price_cents: centsFromEuros(fields.price_cents),
}));

function OptionForm({ option }: { option: StaffMenuDish['options'][number] }) {
  const form = useSchemaForm(optionForm, {
    ...checkedWhenSent,
    defaultValues: { label: option.label, price_cents: centsToEuroString(option.price_cents) },
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
    </EditForm>
  );
}

/** A new option: its stock left empty is unlimited. */
const newOptionForm = formSchema(
  newOptionSchema,
  (fields: { label: string; price_cents: string; stock: string }) => ({
    label: fields.label,
    price_cents: centsFromEuros(fields.price_cents),
    stock: fields.stock.trim() === '' ? null : Number(fields.stock),
  }),
);

function NewOptionForm({ group }: { group: Group }) {
  const form = useSchemaForm(newOptionForm, {
    ...checkedWhenSent,
    defaultValues: { label: '', price_cents: '0.00', stock: '' },
  });
  const { errors } = form.formState;
  return (
    <EditForm
      label={text.addOption(group.name)}
      submitLabel={text.addOption(group.name)}
      // The next option of the group starts with the price and stock of this one.
      onSaved={() => form.resetField('label')}
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
    </EditForm>
  );
}
