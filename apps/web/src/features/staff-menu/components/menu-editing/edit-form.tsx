import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { staffMessages } from '@/lib/messages/staff-messages';
import { type MenuEdit, useEditMenu } from '../../api/edit-menu';

const text = staffMessages.menu.edit;

/**
 * A form of the menu's editing, with its edit's error and saved note: the payload core's schema
 * passed becomes the edit (`toEdit`), sent as the menu's change.
 */
export function EditForm<Fields extends FieldValues, Payload>({
  label,
  form,
  toEdit,
  onSaved,
  children,
  submitLabel,
  layout = 'stack',
  className = '',
}: {
  label: string;
  form: UseFormReturn<Fields, unknown, Payload>;
  toEdit: (payload: Payload) => MenuEdit;
  onSaved?: (() => void) | undefined;
  children: ReactNode;
  submitLabel: string;
  /** 'row': the fields and the button on one line (short forms: a name, an option) */
  layout?: 'stack' | 'row';
  className?: string;
}) {
  const edit = useEditMenu();
  return (
    <Form
      form={form}
      aria-label={label}
      onSubmit={(payload) => edit.mutate(toEdit(payload), { onSuccess: () => onSaved?.() })}
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
    </Form>
  );
}
