import { newStaffMemberSchema, STAFF_ROLES } from '@tiffin/core';
import { Form, useSchemaForm } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { staffSelect } from '@/components/form/staff-control-styles';
import { PasswordField, TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { teamDriverMessages } from '@/lib/messages/driver-messages';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useChangeStaffMembers } from '../api/change-staff-members';
import { useDriverIds, useSetDriverRole } from '../api/driver-role';
import { useStaffActions } from '../api/get-staff-actions';
import { useStaffMembers } from '../api/get-staff-members';

const text = staffMessages.team;
const signInHeld = (held: { networks: number; until: string }) =>
  text.signInHeld(held.networks, staffMessages.signInHold.until(new Date(held.until), new Date()));
const dateTime = new Intl.DateTimeFormat('en-IE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Dublin',
});

/** /staff/team (admins): the members, adding and disabling them, and the log of what the staff did. */
export function StaffTeam({ restaurantName }: { restaurantName: string }) {
  const me = useStaffSession((state) => state.session?.member);
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-4xl space-y-8 p-4">
        {me?.role === 'admin' ? (
          <>
            <Members myId={me.id} />
            <AddMember />
            <ActionLog />
          </>
        ) : (
          <Notice role="status">{text.adminsOnly}</Notice>
        )}
      </main>
    </StaffFrame>
  );
}

function LoadState({ query }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  if (query.isPending)
    return (
      <p className="flex items-center gap-2" role="status">
        <Spinner /> {text.loading}
      </p>
    );
  if (query.isError)
    return (
      <div className="space-y-2" role="alert">
        <p>{text.failed}</p>
        <button type="button" className={buttonClasses('secondary')} onClick={() => query.refetch()}>
          {text.retry}
        </button>
      </div>
    );
  return null;
}

function Members({ myId }: { myId: number }) {
  const members = useStaffMembers();
  const change = useChangeStaffMembers();
  const driverIds = useDriverIds();
  const setDriver = useSetDriverRole();
  return (
    <section aria-labelledby="members-heading" className="space-y-3">
      <h2 id="members-heading" className="font-display text-lg font-semibold">
        {text.members}
      </h2>
      <LoadState query={members} />
      {change.error && change.variables?.kind !== 'add' && (
        <Notice tone="danger" role="alert">
          {change.error.message}
        </Notice>
      )}
      <ul className="divide-y divide-line rounded-xl border border-line bg-white">
        {members.data?.staff.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
            <span className="font-semibold">
              {member.name}{' '}
              {member.id === myId && <span className="font-normal text-ink-muted">{text.you}</span>}
            </span>
            <span className="text-sm text-ink-muted">{member.email}</span>
            <span className="text-sm">{text.roles[member.role]}</span>
            {driverIds.data && (
              <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  aria-label={teamDriverMessages.driverFor(member.name)}
                  checked={driverIds.data.driver_ids.includes(member.id)}
                  disabled={setDriver.isPending}
                  onChange={(event) => setDriver.mutate({ staffId: member.id, driver: event.target.checked })}
                />
                {teamDriverMessages.driver}
              </label>
            )}
            <span className={`text-sm font-semibold ${member.disabled ? 'text-danger' : 'text-chutney'}`}>
              {member.disabled ? text.disabled : text.active}
            </span>
            {member.sign_in_held && (
              <>
                <span className="text-sm font-semibold text-danger">{signInHeld(member.sign_in_held)}</span>
                <button
                  type="button"
                  className={buttonClasses('secondary', 'ml-auto')}
                  onClick={() => change.mutate({ kind: 'unlock', staffId: member.id })}
                >
                  {text.liftHold(member.name)}
                </button>
              </>
            )}
            {member.id !== myId && (
              <button
                type="button"
                className={buttonClasses('ghost', member.sign_in_held ? '' : 'ml-auto')}
                onClick={() =>
                  change.mutate({ kind: 'disable', staffId: member.id, body: { disabled: !member.disabled } })
                }
              >
                {member.disabled ? text.enable(member.name) : text.disable(member.name)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddMember() {
  const add = useChangeStaffMembers();
  const form = useSchemaForm(newStaffMemberSchema, { defaultValues: { role: 'staff' } });
  const { register } = form;
  const { errors } = form.formState;
  const added = add.isSuccess && add.data ? text.added(add.data.name) : null;
  return (
    <section aria-labelledby="add-member-heading" className="space-y-3">
      <h2 id="add-member-heading" className="font-display text-lg font-semibold">
        {text.add}
      </h2>
      <Form
        form={form}
        className="grid gap-3 rounded-xl border border-line bg-white p-4 md:grid-cols-2"
        onSubmit={(member) => add.mutate({ kind: 'add', body: member }, { onSuccess: () => form.reset() })}
      >
        <TextField label={text.name} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField
          label={text.email}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={text.password}
          showLabel={text.showPassword}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SelectField
          label={text.role}
          labelClassName="mb-1 block text-sm font-semibold"
          controlClassName={staffSelect}
          {...register('role')}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {text.roles[role]}
            </option>
          ))}
        </SelectField>
        {add.error && (
          <Notice tone="danger" role="alert" className="md:col-span-2">
            {add.error.message}
          </Notice>
        )}
        {added && (
          <Notice tone="success" role="status" className="md:col-span-2">
            {added}
          </Notice>
        )}
        <button type="submit" className={buttonClasses('primary', 'md:col-span-2')} disabled={add.isPending}>
          {add.isPending && <Spinner />}
          {text.submitAdd}
        </button>
      </Form>
    </section>
  );
}

function ActionLog() {
  const actions = useStaffActions();
  return (
    <section aria-labelledby="log-heading" className="space-y-3">
      <h2 id="log-heading" className="font-display text-lg font-semibold">
        {text.log}
      </h2>
      <LoadState query={actions} />
      {actions.data?.actions.length === 0 && <p className="text-ink-muted">{text.logEmpty}</p>}
      {actions.data && actions.data.actions.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-cream-deep">
              <tr>
                <th className="p-2">{text.when}</th>
                <th className="p-2">{text.who}</th>
                <th className="p-2">{text.what}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {actions.data.actions.map((action) => (
                <tr key={action.id}>
                  <td className="whitespace-nowrap p-2">{dateTime.format(new Date(action.created_at))}</td>
                  <td className="p-2">{action.staff_name ?? text.server}</td>
                  <td className="p-2">
                    {action.action}: {action.subject}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
