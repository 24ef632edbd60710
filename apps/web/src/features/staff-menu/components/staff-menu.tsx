import {
  formatEuro,
  optionStockSchema,
  paceTimeLabel,
  type StaffMenuDish,
  type StaffMenuOption,
  scheduleMessages,
} from '@tiffin/core';
import { type ReactNode, useId, useState } from 'react';
import { Form, formSchema, useSchemaForm } from '@/components/form/form';
import { numberFromText } from '@/components/form/form-values';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useChangeMenu } from '../api/change-menu';
import { useStaffMenu } from '../api/get-staff-menu';
import { AllergenHistory } from './menu-editing/allergen-history';
import { ScheduleEditor } from './menu-editing/schedule-editor';
import { CategoryForm, CategoryMoves, DishEditor } from './menu-editor';

const text = staffMessages.menu;

/** /staff/menu: every dish, "86" in one click and back, and each option's stock. */
/** What an admin has open: a category's form, a dish's editor, or a new one of either. */
type Editing =
  | { kind: 'category'; categoryId: number }
  | { kind: 'new-category' }
  | { kind: 'dish'; productId: number }
  | { kind: 'new-dish'; categoryId: number }
  | null;

export function StaffMenu({ restaurantName }: { restaurantName: string }) {
  const menu = useStaffMenu();
  const change = useChangeMenu();
  const admin = useStaffSession((state) => state.session?.member.role === 'admin');
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const categories = menu.data?.categories ?? [];
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-3xl space-y-6 p-4">
        <p className="text-ink-muted">{text.intro}</p>
        {admin && <p className="text-ink-muted">{text.edit.intro}</p>}
        {menu.isPending && (
          <p className="flex items-center gap-2" role="status">
            <Spinner /> {text.loading}
          </p>
        )}
        {menu.isError && (
          <div className="space-y-3" role="alert">
            <p>{text.failed}</p>
            <button type="button" className={buttonClasses('secondary')} onClick={() => menu.refetch()}>
              {text.retry}
            </button>
          </div>
        )}
        {change.error && (
          <Notice tone="danger" role="alert">
            {change.error.message}
          </Notice>
        )}
        {categories.map((category, index) => (
          <section key={category.id} aria-labelledby={`category-${category.id}`} className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`category-${category.id}`} className="font-display text-lg font-semibold">
                {category.name}
              </h2>
              {!category.visible && (
                <span className="rounded-full bg-cream-deep px-2 py-0.5 text-xs font-bold">
                  {text.edit.hidden}
                </span>
              )}
              {admin && (
                <span className="ml-auto flex flex-wrap gap-1">
                  <CategoryMoves category={category} index={index} count={categories.length} />
                  <button
                    type="button"
                    className={buttonClasses('ghost')}
                    onClick={() => setEditing({ kind: 'category', categoryId: category.id })}
                  >
                    {text.edit.editCategory(category.name)}
                  </button>
                </span>
              )}
            </div>
            {editing?.kind === 'category' && editing.categoryId === category.id && (
              <CategoryForm category={category} onDone={close} />
            )}
            {admin && (
              <ScheduleEditor
                name={category.name}
                windows={category.schedule}
                saving={change.isPending}
                onSave={(body) => change.mutate({ kind: 'category-schedule', categoryId: category.id, body })}
              />
            )}
            <ul className="divide-y divide-line rounded-xl border border-line bg-white">
              {category.dishes.map((dish) => (
                <DishRow
                  key={dish.id}
                  dish={dish}
                  change={change}
                  onEdit={admin ? () => setEditing({ kind: 'dish', productId: dish.id }) : undefined}
                >
                  {editing?.kind === 'dish' && editing.productId === dish.id && (
                    <DishEditor dish={dish} categoryId={category.id} categories={categories} onDone={close} />
                  )}
                </DishRow>
              ))}
            </ul>
            {admin &&
              (editing?.kind === 'new-dish' && editing.categoryId === category.id ? (
                <DishEditor dish={null} categoryId={category.id} categories={categories} onDone={close} />
              ) : (
                <button
                  type="button"
                  className={buttonClasses('secondary')}
                  onClick={() => setEditing({ kind: 'new-dish', categoryId: category.id })}
                >
                  {text.edit.addDish(category.name)}
                </button>
              ))}
          </section>
        ))}
        {admin &&
          menu.data &&
          (editing?.kind === 'new-category' ? (
            <CategoryForm category={null} onDone={close} />
          ) : (
            <button
              type="button"
              className={buttonClasses('primary')}
              onClick={() => setEditing({ kind: 'new-category' })}
            >
              {text.edit.addCategory}
            </button>
          ))}
      </main>
    </StaffFrame>
  );
}

type Change = ReturnType<typeof useChangeMenu>;

const soldOutCount = (dish: StaffMenuDish) => dish.options.filter((option) => option.stock === 0).length;

function DishRow({
  dish,
  change,
  onEdit,
  children,
}: {
  dish: StaffMenuDish;
  change: Change;
  /** An admin's Edit button; the editor, when open, is the children */
  onEdit: (() => void) | undefined;
  children: ReactNode;
}) {
  const busy = change.isPending && change.variables.kind === 'dish' && change.variables.productId === dish.id;
  return (
    <li className={`space-y-2 p-3 ${dish.available ? '' : 'bg-cream-deep'}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className={`font-semibold ${dish.available ? '' : 'line-through'}`}>{dish.name}</span>
        <span className="text-sm text-ink-muted">{formatEuro(dish.price_cents)}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${dish.available ? 'bg-chutney-soft text-chutney' : 'bg-danger text-white'}`}
        >
          {dish.available ? text.onMenu : text.off}
        </span>
        <button
          type="button"
          className={buttonClasses(dish.available ? 'secondary' : 'primary', 'ml-auto')}
          disabled={busy}
          onClick={() =>
            change.mutate({ kind: 'dish', productId: dish.id, body: { available: !dish.available } })
          }
        >
          {busy && <Spinner />}
          {dish.available ? text.takeOff(dish.name) : text.putBack(dish.name)}
        </button>
        <SoldOutToday
          name={dish.name}
          until={dish.sold_out_until}
          onChange={(soldOut) =>
            change.mutate({ kind: 'dish-sold-out', productId: dish.id, body: { sold_out: soldOut } })
          }
        />
        {onEdit && (
          <button type="button" className={buttonClasses('ghost')} onClick={onEdit}>
            {text.edit.editDish(dish.name)}
          </button>
        )}
      </div>
      {onEdit && (
        <ScheduleEditor
          name={dish.name}
          windows={dish.schedule}
          saving={change.isPending}
          onSave={(body) => change.mutate({ kind: 'dish-schedule', productId: dish.id, body })}
        />
      )}
      {dish.options.length > 0 && (
        // Folded: a dish's options and their stock are looked at less often than the dish itself.
        <details className="pl-3">
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold">
            {text.options(dish.options.length, soldOutCount(dish))}
          </summary>
          <ul className="space-y-1">
            {dish.options.map((option) => (
              <OptionRow key={option.id} option={option} change={change} />
            ))}
          </ul>
        </details>
      )}
      {/* Read by those who edit the menu, the admins (decision 043). */}
      {onEdit && <AllergenHistory productId={dish.id} dishName={dish.name} />}
      {children}
    </li>
  );
}

/** A count of what is left; 'unlimited' has its own button, so an empty count sends nothing. */
const stockCountForm = formSchema(optionStockSchema, (fields: { stock: string }) => ({
  stock: numberFromText(fields.stock),
}));

function OptionRow({ option, change }: { option: StaffMenuOption; change: Change }) {
  const form = useSchemaForm(stockCountForm, {
    defaultValues: { stock: option.stock === null ? '' : String(option.stock) },
  });
  const countId = useId();
  const setStock = (stock: number | null) =>
    change.mutate({ kind: 'option', optionId: option.id, body: { stock } });
  const stockText =
    option.stock === null ? text.unlimited : option.stock === 0 ? text.soldOut : text.left(option.stock);
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm">
      <span className="min-w-40">
        {option.variation}: {option.label}
      </span>
      <span className={`font-semibold ${option.stock === 0 ? 'text-danger' : ''}`}>{stockText}</span>
      <span className="ml-auto flex flex-wrap items-center gap-1">
        <SoldOutToday
          name={option.label}
          until={option.sold_out_until}
          onChange={(soldOut) =>
            change.mutate({ kind: 'option-sold-out', optionId: option.id, body: { sold_out: soldOut } })
          }
        />
        <button
          type="button"
          className="min-h-11 rounded-full border border-line px-3 hover:bg-cream-deep"
          aria-label={text.markSoldOut(option.label)}
          onClick={() => setStock(0)}
        >
          {text.soldOut}
        </button>
        <button
          type="button"
          className="min-h-11 rounded-full border border-line px-3 hover:bg-cream-deep"
          aria-label={text.markUnlimited(option.label)}
          onClick={() => setStock(null)}
        >
          {text.unlimited}
        </button>
        {/* The browser's own check of the number input (min, max, whole) speaks first, as before. */}
        <Form
          form={form}
          noValidate={false}
          onSubmit={({ stock }) => setStock(stock)}
          className="flex items-center gap-1"
        >
          <label htmlFor={countId} className="sr-only">
            {text.stockCount(option.label)}
          </label>
          <input
            id={countId}
            type="number"
            min={0}
            max={100000}
            step={1}
            inputMode="numeric"
            className="min-h-11 w-20 rounded-lg border border-line px-2"
            {...form.register('stock')}
          />
          <button type="submit" className="min-h-11 rounded-full border border-line px-3 hover:bg-cream-deep">
            {text.setCount}
          </button>
        </Form>
      </span>
    </li>
  );
}

/**
 * "Sold out for today" (issue 33): back by itself at the next day's opening. While on, when it ends
 * and a button to put it back now.
 */
function SoldOutToday({
  name,
  until,
  onChange,
}: {
  name: string;
  until: string | null;
  onChange: (soldOut: boolean) => void;
}) {
  const words = scheduleMessages.staff;
  if (until === null) {
    return (
      <button
        type="button"
        className="min-h-11 rounded-full border border-line px-3 text-sm hover:bg-cream-deep"
        aria-label={`${words.soldOutToday}: ${name}`}
        onClick={() => onChange(true)}
      >
        {words.soldOutToday}
      </button>
    );
  }
  return (
    <>
      <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white">
        {words.soldOutUntil(paceTimeLabel(new Date(until), new Date()))}
      </span>
      <button
        type="button"
        className="min-h-11 rounded-full border border-line px-3 text-sm hover:bg-cream-deep"
        aria-label={`${words.backNow}: ${name}`}
        onClick={() => onChange(false)}
      >
        {words.backNow}
      </button>
    </>
  );
}
