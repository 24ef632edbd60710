import { messages, ORDER_NOTE_MAX_LENGTH, orderMessages, orderNoteSchema } from '@tiffin/core';
import { useId } from 'react';
import { controlBase } from '@/components/form/field-frame';
import { Form, useSchemaForm } from '@/components/form/form';
import { buttonClasses } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';

const m = orderMessages.checkout;

type NotesDialogProps = {
  open: boolean;
  onClose: () => void;
  note: string;
  onSave: (note: string) => void;
};

/** Order notes (§2.6): optional, telling customers not to give allergy details there. */
export function NotesDialog({ open, onClose, note, onSave }: NotesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={m.notesDialog.title} closeLabel={messages.common.close}>
      <NotesForm note={note} onSave={onSave} onClose={onClose} />
    </Dialog>
  );
}

function NotesForm({ note, onSave, onClose }: Omit<NotesDialogProps, 'open'>) {
  const form = useSchemaForm(orderNoteSchema, { defaultValues: { note } });
  const length = form.watch('note').length;
  const id = useId();
  return (
    <Form
      form={form}
      onSubmit={(values) => {
        onSave(values.note);
        onClose();
      }}
      className="grid gap-3 p-5"
    >
      <label htmlFor={id} className="text-sm font-semibold">
        {m.notesDialog.label}
      </label>
      <p id={`${id}-hint`} className="rounded-xl border border-turmeric bg-saffron-soft px-4 py-3 text-sm">
        {m.orderNotesHint}
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-hint ${id}-count`}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        rows={4}
        className={`${controlBase} border-line py-3`}
        {...form.register('note')}
      />
      <p id={`${id}-count`} className="text-right text-xs text-ink-muted">
        {length}/{ORDER_NOTE_MAX_LENGTH}
      </p>
      <div className="flex justify-end gap-3">
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
