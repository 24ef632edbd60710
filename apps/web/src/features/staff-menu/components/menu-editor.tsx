import { categoryChangeSchema, type StaffMenuDish, type StaffMenuResponse } from '@tiffin/core';
import { CheckboxField } from '@/components/form/checkbox-field';
import { checkedWhenSent, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useEditMenu } from '../api/edit-menu';
import { DishForm, PhotoField } from './menu-editing/dish-form';
import { EditForm } from './menu-editing/edit-form';
import { OptionGroups } from './menu-editing/option-groups';

/** The admins' editing of the menu's content on /staff/menu: categories, dishes, photos, options. */

const text = staffMessages.menu.edit;
type Category = StaffMenuResponse['categories'][number];

/** A category's name and whether customers see it; a new one when `category` is null. */
export function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const form = useSchemaForm(categoryChangeSchema, {
    ...checkedWhenSent,
    defaultValues: {
      name: category?.name ?? '',
      visible: category?.visible ?? true,
      portions_exempt: category?.portions_exempt ?? false,
    },
  });
  const label = category ? text.editCategory(category.name) : text.addCategory;
  return (
    <EditForm
      label={label}
      submitLabel={category ? text.save : text.addCategory}
      onSaved={onDone}
      className="rounded-xl border-2 border-saffron bg-white p-4"
      form={form}
      toEdit={(body) =>
        category ? { kind: 'category', categoryId: category.id, body } : { kind: 'add-category', body }
      }
    >
      <TextField
        label={text.categoryName}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <CheckboxField label={text.visible} className="font-semibold" {...form.register('visible')} />
      <CheckboxField
        label={text.portionsExempt}
        className="font-semibold"
        {...form.register('portions_exempt')}
      />
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
