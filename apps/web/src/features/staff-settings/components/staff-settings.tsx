import { PushSwitch } from '@/components/push/push-switch';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { staffSettingsMessages } from '@/lib/messages/staff-settings-messages';
import { useStaffSettings } from '../api/get-staff-settings';
import { ClosedDates } from './settings/closed-dates';
import { DetailsForm } from './settings/details-form';
import { HoursForm } from './settings/hours-form';
import { OrderingForm } from './settings/ordering-form';
import { Policies } from './settings/policies';
import { SlotLoad } from './settings/slot-load';
import { TipsForm } from './settings/tips-form';

const text = staffSettingsMessages;

/** /staff/settings: what orders may be, the opening hours and the closed dates; admins change them. */
export function StaffSettingsPage({ restaurantName }: { restaurantName: string }) {
  const settings = useStaffSettings();
  const admin = useStaffSession((state) => state.session?.member.role === 'admin');
  const token = useStaffSession((state) => state.session?.token ?? null);
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-3xl space-y-8 p-4">
        {token && (
          // Any member may register their own device, for new orders and those waiting (issue 35).
          <section aria-labelledby="push-device-heading" className="space-y-3">
            <h2 id="push-device-heading" className="font-display text-lg font-semibold">
              This device’s notifications
            </h2>
            <div className="rounded-xl border border-line bg-white p-4">
              <PushSwitch audience="staff" token={token} variant="settings" />
            </div>
          </section>
        )}
        {!admin && <Notice role="status">{text.readOnly}</Notice>}
        {settings.isPending && (
          <p className="flex items-center gap-2" role="status">
            <Spinner /> {text.loading}
          </p>
        )}
        {settings.isError && (
          <div className="space-y-2" role="alert">
            <p>{text.failed}</p>
            <button type="button" className={buttonClasses('secondary')} onClick={() => settings.refetch()}>
              {text.retry}
            </button>
          </div>
        )}
        {settings.data && (
          // Each form starts from the settings as loaded and keeps what is typed: a refetch (the
          // window refocused) does not wipe an edit in progress, and a save keeps its 'Saved.'.
          <fieldset disabled={!admin} className="space-y-8">
            <OrderingForm ordering={settings.data.ordering} />
            <SlotLoad />
            <HoursForm hours={settings.data.hours} />
            <ClosedDates closed={settings.data.closed_dates} />
            <DetailsForm details={settings.data.details} />
            <TipsForm />
            <Policies policies={settings.data.policies} />
          </fieldset>
        )}
      </main>
    </StaffFrame>
  );
}
