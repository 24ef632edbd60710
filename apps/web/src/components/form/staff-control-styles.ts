/**
 * The staff pages' select and text area boxes, plainer than the customer site's (controlBase in
 * components/form/field-frame.tsx): given to SelectField and TextareaField as their controlClassName.
 */
export const staffSelect = 'min-h-12 w-full rounded-xl border border-line bg-white px-3';
export const staffTextarea = 'w-full rounded-xl border border-line bg-white px-3 py-2';
