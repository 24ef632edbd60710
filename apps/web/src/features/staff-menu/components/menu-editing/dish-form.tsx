import {
  centsToEuroString,
  DISH_DESCRIPTION_MAX_LENGTH,
  DISH_IMAGE_MAX_BYTES,
  DISH_IMAGE_TYPES,
  type DishChange,
  type DishImageType,
  dishChangeSchema,
  type StaffMenuDish,
  type StaffMenuResponse,
  VAT_CLASSES,
  vatMessages,
} from '@tiffin/core';
import { useId, useState } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import { checkedWhenSent, formSchema, useSchemaForm } from '@/components/form/form';
import { centsFromEuros } from '@/components/form/form-values';
import { MoneyField } from '@/components/form/money-field';
import { SelectField } from '@/components/form/select-field';
import { staffSelect, staffTextarea } from '@/components/form/staff-control-styles';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Spinner } from '@/components/ui/spinner';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useEditMenu } from '../../api/edit-menu';
import { AllergenCheckboxes } from './allergen-checkboxes';
import { EditForm } from './edit-form';

const text = staffMessages.menu.edit;
type Category = StaffMenuResponse['categories'][number];

/** The dish as the form holds it: the category chosen, the price and the deposit typed in euros. */
type DishFields = Omit<DishChange, 'category_id' | 'price_cents' | 'allergens' | 'deposit_cents'> & {
  category_id: string;
  price_cents: string;
  allergens: string[];
  deposit_cents: string;
};
const dishForm = formSchema(dishChangeSchema, (fields: DishFields) => ({
  ...fields,
  category_id: Number(fields.category_id),
  price_cents: centsFromEuros(fields.price_cents),
  deposit_cents: centsFromEuros(fields.deposit_cents),
}));

/** A dish's details; a new dish when `dish` is null, in `categoryId`. */
export function DishForm({
  dish,
  categoryId,
  categories,
  onCreated,
}: {
  dish: StaffMenuDish | null;
  categoryId: number;
  categories: Category[];
  onCreated: () => void;
}) {
  const form = useSchemaForm(dishForm, {
    ...checkedWhenSent,
    defaultValues: {
      category_id: String(dish?.category_id ?? categoryId),
      name: dish?.name ?? '',
      description: dish?.description ?? '',
      price_cents: dish ? centsToEuroString(dish.price_cents) : '',
      vegetarian: dish?.vegetarian ?? false,
      allergens: dish?.allergens ?? [],
      vat_class: dish?.vat_class ?? 'food',
      deposit_cents: centsToEuroString(dish?.deposit_cents ?? 0),
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  return (
    <EditForm
      label={dish ? text.editDish(dish.name) : text.newDish}
      submitLabel={text.save}
      onSaved={dish ? undefined : onCreated}
      form={form}
      toEdit={(body) => (dish ? { kind: 'dish', productId: dish.id, body } : { kind: 'add-dish', body })}
    >
      <h3 className="font-display text-lg font-semibold">{dish ? text.editDish(dish.name) : text.newDish}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={text.name} error={errors.name?.message} {...register('name')} />
        <MoneyField label={text.price} error={errors.price_cents?.message} {...register('price_cents')} />
        <SelectField label={text.category} controlClassName={staffSelect} {...register('category_id')}>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={text.vegetarian}
          className="self-end font-semibold"
          {...register('vegetarian')}
        />
        <SelectField
          label={vatMessages.vatClassLabel}
          controlClassName={staffSelect}
          error={errors.vat_class?.message}
          {...register('vat_class')}
        >
          {VAT_CLASSES.map((vatClass) => (
            <option key={vatClass} value={vatClass}>
              {vatMessages.vatClasses[vatClass]}
            </option>
          ))}
        </SelectField>
        <MoneyField
          label={vatMessages.depositLabel}
          hint={vatMessages.depositHint}
          error={errors.deposit_cents?.message}
          {...register('deposit_cents')}
        />
      </div>
      <TextareaField
        label={text.description}
        rows={3}
        maxLength={DISH_DESCRIPTION_MAX_LENGTH}
        error={errors.description?.message}
        controlClassName={staffTextarea}
        {...register('description')}
      />
      <AllergenCheckboxes legend={text.allergens} registration={register('allergens')} />
    </EditForm>
  );
}

/** The dish's photo, sent as soon as it is chosen: a JPEG, PNG or WebP of 15 MB at most. */
export function PhotoField({ dish }: { dish: StaffMenuDish }) {
  const edit = useEditMenu();
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!Object.hasOwn(DISH_IMAGE_TYPES, file.type)) return setProblem(text.photoType);
    if (file.size > DISH_IMAGE_MAX_BYTES) return setProblem(text.photoTooLarge);
    setProblem(null);
    edit.mutate({ kind: 'photo', productId: dish.id, file: file as File & { type: DishImageType } });
  };
  const message = problem ?? edit.error?.message;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold">
        {text.photo}
      </label>
      <input
        id={inputId}
        type="file"
        accept={Object.keys(DISH_IMAGE_TYPES).join(',')}
        onChange={(event) => choose(event.target.files?.[0])}
        className="block min-h-11 text-sm"
      />
      {edit.isPending && <Spinner />}
      {message && (
        <p className="mt-1 text-sm text-danger" role="alert">
          {message}
        </p>
      )}
      {edit.isSuccess && !problem && <p role="status">{text.photoSaved}</p>}
    </div>
  );
}
