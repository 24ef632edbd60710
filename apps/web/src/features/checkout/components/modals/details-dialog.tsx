import { formMessages, messages, orderMessages } from '@tiffin/core';
import { type FormEvent, useId, useState } from 'react';
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
  const [values, setValues] = useState({ name, phone });
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: values.name.trim() === '' ? formMessages.validation.fullNameRequired : undefined,
      phone: values.phone.trim() === '' ? formMessages.validation.phoneRequired : undefined,
    };
    setErrors(next);
    if (next.name || next.phone) return;
    onSave({ name: values.name, phone: values.phone });
    onClose();
  };

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
    <form id={formId} noValidate onSubmit={submit} className="grid gap-3 p-5">
      <TextField
        label={m.name}
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
      />
      <TextField label={m.email} name="email" type="email" value={email} readOnly />
      <TextField
        label={m.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        error={errors.phone}
        onChange={(event) => setValues((current) => ({ ...current, phone: event.target.value }))}
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
    </form>
  );
}
