import { staffMessages } from '@tiffin/core';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useStaffSettings } from '../api/get-staff-settings';
import { useStaffSession } from '../stores/staff-session';
import { ClosedDates } from './settings/closed-dates';
import { DetailsForm } from './settings/details-form';
import { HoursForm } from './settings/hours-form';
import { OrderingForm } from './settings/ordering-form';
import { Policies } from './settings/policies';
import { StaffFrame } from './staff-frame';

const text = staffMessages.settings;

/** /staff/settings: what orders may be, the opening hours and the closed dates; admins change them. */
export function StaffSettingsPage({ restaurantName }: { restaurantName: string }) {
  const settings = useStaffSettings();
  const admin = useStaffSession((state) => state.session?.member.role === 'admin');
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-3xl space-y-8 p-4">
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
            <HoursForm hours={settings.data.hours} />
            <ClosedDates closed={settings.data.closed_dates} />
            <DetailsForm details={settings.data.details} />
            <Policies policies={settings.data.policies} />
          </fieldset>
        )}
      </main>
    </StaffFrame>
  );
}
