import type { ChangeMenuDish, OrderChangeForm, OrderChangePayload } from '@tiffin/core';

/*
 * The staff's change as it is being made (issue 49): the form's request, each line with the name it
 * shows, and how a dearer card order's difference is taken. Pure: the dialog keeps it in state.
 */

export type DraftLine = OrderChangeForm['request']['cart'][number] & { name: string };
export type Draft = Omit<OrderChangeForm['request'], 'cart'> & {
  cart: DraftLine[];
  settle: 'cash' | 'link' | undefined;
};

export function draftOf(form: OrderChangeForm): Draft {
  return {
    ...form.request,
    cart: form.request.cart.map((line, index) => ({ ...line, name: form.line_names[index] ?? '' })),
    settle: undefined,
  };
}

/** A dish from the menu as a new line, its option groups each given the chosen (or first) option. */
export function lineOf(dish: ChangeMenuDish, chosen: Record<string, string>): DraftLine {
  return {
    item_id: dish.id,
    name: dish.name,
    quantity: 1,
    item_note: null,
    variations: dish.groups.map((group) => ({
      name: group.name,
      values: { label: [chosen[group.name] ?? group.options[0]?.label ?? ''] },
    })),
  };
}

const orNothing = <T>(value: T | null | undefined) => (value === null || value === '' ? undefined : value);

/** The body the change calls send: empty fields left out, a collection without an address. */
export function payloadOf(draft: Draft): OrderChangePayload {
  const delivery = draft.order_type === 'delivery';
  return {
    version: draft.version,
    cart: draft.cart.map(({ name: _name, item_note, ...line }) => ({
      ...line,
      item_note: orNothing(item_note),
    })),
    order_type: draft.order_type,
    schedule_at: draft.schedule_at,
    contact_person_name: draft.contact_person_name,
    contact_person_number: draft.contact_person_number,
    order_note: orNothing(draft.order_note),
    settle: draft.settle,
    ...(delivery
      ? {
          address: orNothing(draft.address),
          house: orNothing(draft.house),
          road: orNothing(draft.road),
          floor: orNothing(draft.floor),
          eircode: orNothing(draft.eircode),
          latitude: draft.latitude,
          longitude: draft.longitude,
        }
      : {}),
  };
}
