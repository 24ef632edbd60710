import { onDemand } from '@/lib/on-demand';

/** The dish modal, loaded on its first opening (a card pointed at or focused starts it: `preloadDishDialog`). */
const loadDishDialog = () => import('./dish-dialog');

export const { Component: DishDialogOnDemand } = onDemand(
  () => loadDishDialog().then((module) => module.DishDialog),
  (props) => props.product !== null,
);

/** The modal and its options form, loading before the press that opens them. */
export function preloadDishDialog(): void {
  void loadDishDialog().then((module) => module.preloadDishDialogContent());
}
