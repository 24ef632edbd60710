import { onDemand } from '@/lib/on-demand';

/**
 * The dish modal, loaded on its first opening (a card pointed at or focused starts it:
 * `preloadDishDialog`), with its options form asked for at the same time: otherwise the form's file
 * is asked for only once the modal's has arrived and drawn, one round trip after the other.
 */
const loadDishDialog = () => {
  void import('./dish-dialog-content');
  return import('./dish-dialog');
};

export const { Component: DishDialogOnDemand } = onDemand(
  () => loadDishDialog().then((module) => module.DishDialog),
  (props) => props.product !== null,
);

/** The modal and its options form, loading before the press that opens them. */
export function preloadDishDialog(): void {
  void loadDishDialog();
}
