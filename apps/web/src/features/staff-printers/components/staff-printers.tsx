import {
  PRINTER_MAX_COPIES,
  PRINTER_PAPER_COLUMNS,
  PRINTER_PRINT_ON,
  type Printer,
  type PrinterChange,
  type PrinterCredentials,
  printerChangeSchema,
  printerMessages,
} from '@tiffin/core';
import { useId, useState } from 'react';
import { CheckboxField, RadioField } from '@/components/form/checkbox-field';
import { checkedWhenSent, Form, formSchema, useSchemaForm } from '@/components/form/form';
import { numberFromText } from '@/components/form/form-values';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { useDeletePrinter, useRenewPrinterSecret, useSavePrinter } from '../api/change-printers';
import { usePrinters } from '../api/get-printers';
import { PrinterStateBadge } from './printer-state';

const text = printerMessages;
const COPY_CHOICES = Array.from({ length: PRINTER_MAX_COPIES }, (_, index) => index + 1);

/** Which printer the form edits: a new one, an existing one, or none (the form is closed). */
type Editing = { printer: Printer | null } | null;

/** /staff/printers (issue 28): the kitchen printers and their states; admins add, change and delete them. */
export function StaffPrinters({ restaurantName }: { restaurantName: string }) {
  const printers = usePrinters();
  const admin = useStaffSession((state) => state.session?.member.role === 'admin');
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The credentials of a printer just added or given a new password: shown until "Done".
  const [credentials, setCredentials] = useState<PrinterCredentials | null>(null);
  const renew = useRenewPrinterSecret();
  const edit = (printer: Printer | null) => {
    setNotice(null);
    setEditing({ printer });
  };
  const saved = (result: PrinterCredentials | Printer) => {
    setEditing(null);
    if ('secret' in result) setCredentials(result);
    else setNotice(text.saved(result.name));
  };
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-3xl space-y-4 p-4">
        <p>{text.intro}</p>
        {!admin && <Notice role="status">{text.adminsOnly}</Notice>}
        {notice && (
          <Notice tone="success" role="status">
            {notice}
          </Notice>
        )}
        {credentials && <CredentialsPanel credentials={credentials} onDone={() => setCredentials(null)} />}
        {admin && editing === null && credentials === null && (
          <button type="button" className={buttonClasses('primary')} onClick={() => edit(null)}>
            {text.add}
          </button>
        )}
        {editing?.printer === null && (
          <PrinterForm printer={null} onSaved={saved} onCancel={() => setEditing(null)} />
        )}
        <QueryState query={printers} loading={text.loading} failed={text.failed} retry={text.retry} />
        {printers.data?.printers.length === 0 && <p>{text.none}</p>}
        <ul className="space-y-3">
          {printers.data?.printers.map((printer) =>
            editing?.printer?.id === printer.id ? (
              <li key={printer.id}>
                <PrinterForm printer={printer} onSaved={saved} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li
                key={printer.id}
                aria-label={printer.name}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-white p-4"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="text-lg font-bold">{printer.name}</span>
                    {printer.enabled ? (
                      <PrinterStateBadge printer={printer} />
                    ) : (
                      <span className="rounded-full bg-cream-deep px-2 py-0.5 text-xs font-bold text-ink-muted">
                        {text.disabled}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {text.printOnChoices[printer.print_on]} · {text.copiesLabel(printer.copies)} ·{' '}
                    {text.paperChoices[printer.paper_columns]}
                  </p>
                </div>
                {admin && editing === null && credentials === null && (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClasses('secondary')}
                      onClick={() => edit(printer)}
                      aria-label={text.edit(printer.name)}
                    >
                      {text.editButton}
                    </button>
                    <button
                      type="button"
                      className={buttonClasses('secondary')}
                      disabled={renew.isPending}
                      onClick={() => renew.mutate(printer.id, { onSuccess: setCredentials })}
                      aria-label={text.newSecret(printer.name)}
                    >
                      {text.newSecretButton}
                    </button>
                    <DeleteButton printer={printer} onDeleted={() => setNotice(text.removed(printer.name))} />
                  </div>
                )}
              </li>
            ),
          )}
        </ul>
      </main>
    </StaffFrame>
  );
}

/** Delete, asked twice: the second press deletes. */
function DeleteButton({ printer, onDeleted }: { printer: Printer; onDeleted: () => void }) {
  const remove = useDeletePrinter();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className={buttonClasses('secondary')}
        onClick={() => setAsking(true)}
        aria-label={text.remove(printer.name)}
      >
        {text.removeButton}
      </button>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="text-sm">{text.confirmRemove(printer.name)}</span>
      <button
        type="button"
        className={buttonClasses('danger')}
        disabled={remove.isPending}
        onClick={() => remove.mutate(printer.id, { onSuccess: onDeleted })}
      >
        {text.removeButton}
      </button>
      <button type="button" className={buttonClasses('secondary')} onClick={() => setAsking(false)}>
        {text.cancel}
      </button>
    </span>
  );
}

/** What to type into the printer's CloudPRNT settings; the password is shown only here, once. */
function CredentialsPanel({ credentials, onDone }: { credentials: PrinterCredentials; onDone: () => void }) {
  const headingId = useId();
  const rows = [
    [text.serverUrl, credentials.url],
    [text.username, credentials.username],
    [text.password, credentials.secret],
  ] as const;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border-2 border-chutney bg-white p-4"
    >
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {text.credentialsTitle(credentials.printer.name)}
      </h2>
      <p className="text-sm">{text.credentialsIntro}</p>
      <dl className="space-y-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold">{label}</dt>
            <dd className="break-all rounded-md bg-cream-deep px-2 py-1 font-mono text-sm">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">{text.pollInterval}</p>
      <button type="button" className={buttonClasses('primary')} onClick={onDone}>
        {text.done}
      </button>
    </section>
  );
}

/** The printer as typed: copies and paper as the select's text. */
type PrinterFields = Omit<PrinterChange, 'copies' | 'paper_columns'> & {
  copies: string;
  paper_columns: string;
};

const printerForm = formSchema(printerChangeSchema, (fields: PrinterFields) => ({
  ...fields,
  copies: numberFromText(fields.copies),
  paper_columns: numberFromText(fields.paper_columns),
}));

function fieldsOf(printer: Printer | null): PrinterFields {
  return {
    name: printer?.name ?? '',
    print_on: printer?.print_on ?? 'arrival',
    copies: String(printer?.copies ?? 1),
    paper_columns: String(printer?.paper_columns ?? PRINTER_PAPER_COLUMNS[0]),
    enabled: printer?.enabled ?? true,
  };
}

function PrinterForm({
  printer,
  onSaved,
  onCancel,
}: {
  printer: Printer | null;
  onSaved: (result: PrinterCredentials | Printer) => void;
  onCancel: () => void;
}) {
  const save = useSavePrinter();
  const form = useSchemaForm(printerForm, { ...checkedWhenSent, defaultValues: fieldsOf(printer) });
  const { register } = form;
  const { errors } = form.formState;
  const headingId = useId();
  return (
    <Form
      form={form}
      onSubmit={(change) =>
        save.mutate({ printerId: printer?.id ?? null, printer: change }, { onSuccess: onSaved })
      }
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border-2 border-saffron bg-white p-4"
    >
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {printer ? text.edit(printer.name) : text.add}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={text.name} error={errors.name?.message} {...register('name')} />
        <SelectField label={text.copies} error={errors.copies?.message} {...register('copies')}>
          {COPY_CHOICES.map((copies) => (
            <option key={copies} value={copies}>
              {copies}
            </option>
          ))}
        </SelectField>
        <fieldset className="space-y-1">
          <legend className="mb-1.5 text-sm font-semibold">{text.printOn}</legend>
          {PRINTER_PRINT_ON.map((moment) => (
            <RadioField
              key={moment}
              label={text.printOnChoices[moment]}
              value={moment}
              {...register('print_on')}
            />
          ))}
        </fieldset>
        <SelectField
          label={text.paperColumns}
          error={errors.paper_columns?.message}
          {...register('paper_columns')}
        >
          {PRINTER_PAPER_COLUMNS.map((columns) => (
            <option key={columns} value={columns}>
              {text.paperChoices[columns]}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxField label={text.enabled} className="font-semibold" {...register('enabled')} />
      {save.error && (
        <Notice tone="danger" role="alert">
          {save.error.message}
        </Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses('primary')} disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {printer ? text.save : text.create}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </Form>
  );
}
