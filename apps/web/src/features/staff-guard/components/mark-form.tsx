import {
  type CustomerMarkRequest,
  customerMarkRequestSchema,
  MARK_KINDS,
  MARK_TARGETS,
  type MarkKind,
  type MarkTarget,
} from '@tiffin/core';
import { type FormEvent, useState } from 'react';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { staffGuardMessages as text } from '@/lib/messages/guard-messages';
import { useAddMark } from '../api/change-marks';

const EMPTY: CustomerMarkRequest = { target: 'phone', value: '', kind: 'flag', reason: '' };

/** A new mark: on what, its value, what it does, and the reason the log keeps. */
export function MarkForm() {
  const [mark, setMark] = useState(EMPTY);
  const add = useAddMark();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = customerMarkRequestSchema.safeParse(mark);
    if (parsed.success) add.mutate(parsed.data, { onSuccess: () => setMark(EMPTY) });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={text.addMark}>
      <SelectField
        label={text.target}
        value={mark.target}
        onChange={(e) => setMark({ ...mark, target: e.target.value as MarkTarget })}
      >
        {MARK_TARGETS.map((target) => (
          <option key={target} value={target}>
            {text.targets[target]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={text.value}
        required
        maxLength={255}
        value={mark.value}
        onChange={(e) => setMark({ ...mark, value: e.target.value })}
      />
      <SelectField
        label={text.kind}
        value={mark.kind}
        onChange={(e) => setMark({ ...mark, kind: e.target.value as MarkKind })}
      >
        {MARK_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {text.kinds[kind]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={text.reason}
        required
        maxLength={500}
        value={mark.reason}
        onChange={(e) => setMark({ ...mark, reason: e.target.value })}
      />
      {add.isError && (
        <Notice role="alert" className="sm:col-span-2">
          {text.failedChange}
        </Notice>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          className={buttonClasses('primary', 'w-full sm:w-auto')}
          disabled={add.isPending}
        >
          {text.addMark}
        </button>
      </div>
    </form>
  );
}
