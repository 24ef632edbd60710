import { messages, orderContactSchema, orderMessages } from '@tiffin/core';
import { useState } from 'react';
import { checkedWhenSent, Form, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';

const m = orderMessages.checkout.details;

type DetailsDialogProps = {
  open: boolean;
  onClose: () => void;
  name: string;
  phone: string;
  /** The account's e-mail, shown read-only */
  email: string;
  /** The order's contact; the profile is left as it is. */
  onSave: (contact: { name: string; phone: string }) => void;
};

/**
 * Your details (§2.6): name, e-mail (read-only) and phone. Opens in edit mode when the name or the
 * phone is missing; saving sets the order's contact person (the draft), not the profile.
 */
export function DetailsDialog({ open, onClose, ...props }: DetailsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={m.title} closeLabel={messages.common.close}>
      <DetailsContent {...props} onClose={onClose} />
    </Dialog>
  );
}

function DetailsContent({ name, phone, email, onSave, onClose }: Omit<DetailsDialogProps, 'open'>) {
  const [editing, setEditing] = useState(name.trim() === '' || phone.trim() === '');
  const form = useSchemaForm(orderContactSchema, { ...checkedWhenSent, defaultValues: { name, phone } });
  const { errors } = form.formState;

  if (!editing) {
    return (
      <div className="p-5">
        <dl className="divide-y divide-line">
          {[
            [m.name, name],
            [m.email, email],
            [m.phone, phone],
          ].map(([label, value]) => (
            <div key={label} className="grid gap-1 py-3 sm:grid-cols-[7rem_1fr]">
              <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-ink-muted">{m.forThisOrder}</p>
        <button
          type="button"
          className={buttonClasses('primary', 'mt-5 w-full')}
          onClick={() => setEditing(true)}
        >
          {m.edit}
        </button>
      </div>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={(contact) => {
        onSave(contact);
        onClose();
      }}
      className="grid gap-3 p-5"
    >
      <TextField label={m.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField label={m.email} name="email" type="email" value={email} readOnly />
      <TextField
        label={m.phone}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <p className="text-sm text-ink-muted">{m.forThisOrder}</p>
      <div className="mt-2 flex justify-end gap-3">
        <button type="button" className={buttonClasses('ghost')} onClick={onClose}>
          {messages.common.cancel}
        </button>
        <button type="submit" className={buttonClasses('primary')}>
          {messages.common.save}
        </button>
      </div>
    </Form>
  );
}
