import {
  ALLERGEN_CODES,
  ALLERGENS,
  type AllergenCode,
  type CategoryChange,
  categoryChangeSchema,
  centsToEuroString,
  DISH_DESCRIPTION_MAX_LENGTH,
  DISH_IMAGE_MAX_BYTES,
  DISH_IMAGE_TYPES,
  type DishImageType,
  dishChangeSchema,
  euroStringToCents,
  newOptionSchema,
  optionChangeSchema,
  type StaffMenuDish,
  type StaffMenuResponse,
  staffMessages,
  variationChangeSchema,
} from '@tiffin/core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { type MenuEdit, useEditMenu } from '../api/edit-menu';

/** The admins' editing of the menu's content on /staff/menu: categories, dishes, photos, options. */

const text = staffMessages.menu.edit;
type Category = StaffMenuResponse['categories'][number];

const centsOrNaN = (euros: string) => {
  try {
    return euroStringToCents(euros.trim());
  } catch {
    return Number.NaN;
  }
};
/** The first message of each field a schema refused, by field. */
const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message])) as Record<string, string>;

/** A form with its edit's error and saved note; `onSubmit` answers the edit to send, or null. */
function EditForm({
  label,
  onSubmit,
  onSaved,
  children,
  submitLabel,
  layout = 'stack',
  className = '',
}: {
  label: string;
  onSubmit: () => MenuEdit | null;
  onSaved?: () => void;
  children: ReactNode;
  submitLabel: string;
  /** 'row': the fields and the button on one line (short forms: a name, an option) */
  layout?: 'stack' | 'row';
  className?: string;
}) {
  const edit = useEditMenu();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = onSubmit();
    if (change) edit.mutate(change, { onSuccess: () => onSaved?.() });
  };
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={submit}
      className={`${layout === 'row' ? 'flex flex-wrap items-end gap-2' : 'space-y-3'} ${className}`}
    >
      {children}
      {edit.error && (
        <Notice tone="danger" role="alert">
          {edit.error.message}
        </Notice>
      )}
      {edit.isSuccess && !onSaved && <p role="status">{text.saved}</p>}
      <button type="submit" className={buttonClasses('primary')} disabled={edit.isPending}>
        {edit.isPending && <Spinner />}
        {submitLabel}
      </button>
    </form>
  );
}

/** A category's name and whether customers see it; a new one when `category` is null. */
export function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const [name, setName] = useState(category?.name ?? '');
  const [visible, setVisible] = useState(category?.visible ?? true);
  const [error, setError] = useState<string | undefined>();
  const label = category ? text.editCategory(category.name) : text.addCategory;
  return (
    <EditForm
      label={label}
      submitLabel={category ? text.save : text.addCategory}
      onSaved={onDone}
      className="rounded-xl border-2 border-saffron bg-white p-4"
      onSubmit={() => {
        const parsed = categoryChangeSchema.safeParse({ name, visible } satisfies CategoryChange);
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (!parsed.success) return null;
        return category
          ? { kind: 'category', categoryId: category.id, body: parsed.data }
          : { kind: 'add-category', body: parsed.data };
      }}
    >
      <TextField
        label={text.categoryName}
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input
          type="checkbox"
          checked={visible}
          onChange={(event) => setVisible(event.target.checked)}
          className="size-5 accent-saffron"
        />
        {text.visible}
      </label>
    </EditForm>
  );
}

/** Up and down the menu, one place at a time. */
export function CategoryMoves({
  category,
  index,
  count,
}: {
  category: Category;
  index: number;
  count: number;
}) {
  const edit = useEditMenu();
  const move = (direction: 'up' | 'down') =>
    edit.mutate({ kind: 'move-category', categoryId: category.id, body: { direction } });
  const small = 'min-h-11 min-w-11 rounded-full border border-line bg-white px-3 disabled:opacity-40';
  return (
    <span className="flex gap-1">
      <button
        type="button"
        className={small}
        disabled={index === 0 || edit.isPending}
        onClick={() => move('up')}
        aria-label={text.moveUp(category.name)}
      >
        ↑
      </button>
      <button
        type="button"
        className={small}
        disabled={index === count - 1 || edit.isPending}
        onClick={() => move('down')}
        aria-label={text.moveDown(category.name)}
      >
        ↓
      </button>
    </span>
  );
}

/**
 * A dish's editor: its details (a new dish when `dish` is null, in `categoryId`), and for an
 * existing dish its photo and its option groups.
 */
export function DishEditor({
  dish,
  categoryId,
  categories,
  onDone,
}: {
  dish: StaffMenuDish | null;
  categoryId: number;
  categories: Category[];
  onDone: () => void;
}) {
  return (
    <div className="space-y-4 rounded-xl border-2 border-saffron bg-white p-4">
      <DishForm dish={dish} categoryId={categoryId} categories={categories} onCreated={onDone} />
      {dish && <PhotoField dish={dish} />}
      {dish && <OptionGroups dish={dish} />}
      <button type="button" className={buttonClasses('secondary')} onClick={onDone}>
        {text.close}
      </button>
    </div>
  );
}

function DishForm({
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
  const [values, setValues] = useState({
    category_id: String(dish?.category_id ?? categoryId),
    name: dish?.name ?? '',
    description: dish?.description ?? '',
    price: dish ? centsToEuroString(dish.price_cents) : '',
    vegetarian: dish?.vegetarian ?? false,
    allergens: (dish?.allergens ?? []) as string[],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  const categorySelectId = useId();
  const descriptionId = useId();
  return (
    <EditForm
      label={dish ? text.editDish(dish.name) : text.newDish}
      submitLabel={text.save}
      onSaved={dish ? undefined : onCreated}
      onSubmit={() => {
        const parsed = dishChangeSchema.safeParse({
          category_id: Number(values.category_id),
          name: values.name,
          description: values.description,
          price_cents: centsOrNaN(values.price),
          vegetarian: values.vegetarian,
          allergens: values.allergens,
        });
        setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
        if (!parsed.success) return null;
        return dish
          ? { kind: 'dish', productId: dish.id, body: parsed.data }
          : { kind: 'add-dish', body: parsed.data };
      }}
    >
      <h3 className="font-display text-lg font-semibold">{dish ? text.editDish(dish.name) : text.newDish}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={text.name}
          value={values.name}
          error={errors.name}
          onChange={(event) => set({ name: event.target.value })}
        />
        <TextField
          label={text.price}
          inputMode="decimal"
          value={values.price}
          error={errors.price_cents}
          onChange={(event) => set({ price: event.target.value })}
        />
        <div>
          <label htmlFor={categorySelectId} className="mb-1.5 block text-sm font-semibold">
            {text.category}
          </label>
          <select
            id={categorySelectId}
            value={values.category_id}
            onChange={(event) => set({ category_id: event.target.value })}
            className="min-h-12 w-full rounded-xl border border-line bg-white px-3"
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
          <input
            type="checkbox"
            checked={values.vegetarian}
            onChange={(event) => set({ vegetarian: event.target.checked })}
            className="size-5 accent-saffron"
          />
          {text.vegetarian}
        </label>
      </div>
      <div>
        <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-semibold">
          {text.description}
        </label>
        <textarea
          id={descriptionId}
          value={values.description}
          rows={3}
          maxLength={DISH_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => set({ description: event.target.value })}
          className="w-full rounded-xl border border-line bg-white px-3 py-2"
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold">{text.allergens}</legend>
        <div className="grid gap-x-3 sm:grid-cols-2">
          {ALLERGEN_CODES.map((code: AllergenCode) => (
            <label key={code} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={values.allergens.includes(code)}
                onChange={(event) =>
                  set({
                    allergens: event.target.checked
                      ? [...values.allergens, code]
                      : values.allergens.filter((chosen) => chosen !== code),
                  })
                }
                className="size-5 accent-saffron"
              />
              {ALLERGENS[code]}
            </label>
          ))}
        </div>
      </fieldset>
    </EditForm>
  );
}

function PhotoField({ dish }: { dish: StaffMenuDish }) {
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

function OptionGroups({ dish }: { dish: StaffMenuDish }) {
  const [groupName, setGroupName] = useState('');
  const [groupError, setGroupError] = useState<string | undefined>();
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
      <EditForm
        label={text.addGroup}
        submitLabel={text.addGroup}
        onSaved={() => setGroupName('')}
        layout="row"
        onSubmit={() => {
          const parsed = variationChangeSchema.safeParse({ name: groupName });
          setGroupError(parsed.success ? undefined : parsed.error.issues[0]?.message);
          return parsed.success ? { kind: 'add-variation', productId: dish.id, body: parsed.data } : null;
        }}
      >
        <TextField
          label={text.groupName}
          value={groupName}
          error={groupError}
          onChange={(event) => setGroupName(event.target.value)}
        />
      </EditForm>
    </section>
  );
}

function RenameGroup({ group }: { group: { id: number; name: string } }) {
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | undefined>();
  return (
    <EditForm
      label={text.renameGroup(group.name)}
      submitLabel={text.renameGroup(group.name)}
      layout="row"
      onSubmit={() => {
        const parsed = variationChangeSchema.safeParse({ name });
        setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
        return parsed.success ? { kind: 'variation', variationId: group.id, body: parsed.data } : null;
      }}
    >
      <TextField
        label={text.groupName}
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
    </EditForm>
  );
}

function OptionForm({ option }: { option: StaffMenuDish['options'][number] }) {
  const [label, setLabel] = useState(option.label);
  const [price, setPrice] = useState(centsToEuroString(option.price_cents));
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <EditForm
      label={text.saveOption(option.label)}
      submitLabel={text.saveOption(option.label)}
      layout="row"
      onSubmit={() => {
        const parsed = optionChangeSchema.safeParse({ label, price_cents: centsOrNaN(price) });
        setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
        return parsed.success ? { kind: 'option', optionId: option.id, body: parsed.data } : null;
      }}
    >
      <TextField
        label={text.optionName}
        value={label}
        error={errors.label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <TextField
        label={text.optionPrice}
        inputMode="decimal"
        value={price}
        error={errors.price_cents}
        onChange={(event) => setPrice(event.target.value)}
        className="w-28"
      />
    </EditForm>
  );
}

function NewOptionForm({ group }: { group: { id: number; name: string } }) {
  const [label, setLabel] = useState('');
  const [price, setPrice] = useState('0.00');
  const [stock, setStock] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <EditForm
      label={text.addOption(group.name)}
      submitLabel={text.addOption(group.name)}
      onSaved={() => setLabel('')}
      layout="row"
      onSubmit={() => {
        const parsed = newOptionSchema.safeParse({
          label,
          price_cents: centsOrNaN(price),
          stock: stock.trim() === '' ? null : Number(stock),
        });
        setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
        return parsed.success ? { kind: 'add-option', variationId: group.id, body: parsed.data } : null;
      }}
    >
      <TextField
        label={text.optionName}
        value={label}
        error={errors.label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <TextField
        label={text.optionPrice}
        inputMode="decimal"
        value={price}
        error={errors.price_cents}
        onChange={(event) => setPrice(event.target.value)}
        className="w-28"
      />
      <TextField
        label={text.optionStock}
        inputMode="numeric"
        value={stock}
        error={errors.stock}
        onChange={(event) => setStock(event.target.value)}
        className="w-48"
      />
    </EditForm>
  );
}
