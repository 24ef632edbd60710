import { ALLERGEN_CODES, ALLERGENS } from '@tiffin/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';

/**
 * One checkbox per allergen of the EU list, named as the regulation words it, its value the code:
 * a dish's allergens and (issue 31) the ones an option adds.
 */
export function AllergenCheckboxes({
  legend,
  registration,
}: {
  legend: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-x-3 sm:grid-cols-2">
        {ALLERGEN_CODES.map((code) => (
          <CheckboxField key={code} label={ALLERGENS[code]} value={code} {...registration} />
        ))}
      </div>
    </fieldset>
  );
}
