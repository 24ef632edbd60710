import { printerMessages, staffMessages } from '@tiffin/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useSignOutStaff } from '../api/sign-out-staff';
import { useStaffSession } from '../stores/staff-session';

const text = staffMessages.header;

type StaffFrameProps = {
  /** The page's name, before the restaurant's in the heading */
  title: string;
  restaurantName: string;
  /** Red: an order waits too long (the board) */
  loud?: boolean;
  /** What the page adds to the header (the board's live status and sound switch) */
  tools?: ReactNode;
  children: ReactNode;
};

/** The staff pages' frame: the restaurant, the pages, who is signed in, and sign-out. */
export function StaffFrame({ title, restaurantName, loud = false, tools, children }: StaffFrameProps) {
  const member = useStaffSession((state) => state.session?.member);
  const signOut = useSignOutStaff();
  const link = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold ${isActive ? 'bg-white text-ink' : 'hover:bg-white/10'}`;
  return (
    <div className={`min-h-dvh ${loud ? 'bg-danger-soft' : 'bg-cream'}`}>
      <header
        // Sticky from a tablet up; on a phone it would take a third of the screen.
        className={`z-20 flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-white sm:sticky sm:top-0 ${loud ? 'bg-danger' : 'bg-ink'}`}
      >
        <h1 className="font-display text-xl font-bold">
          {title} · {restaurantName}
        </h1>
        {/* One scrolling line on a phone, wrapped from a tablet up. */}
        <nav aria-label={text.navigation} className="flex max-w-full gap-1 overflow-x-auto sm:flex-wrap">
          <NavLink to="/staff" end className={link}>
            {text.orders}
          </NavLink>
          <NavLink to="/staff/menu" className={link}>
            {text.menu}
          </NavLink>
          <NavLink to="/staff/enquiries" className={link}>
            {text.enquiries}
          </NavLink>
          <NavLink to="/staff/customers" className={link}>
            {text.customers}
          </NavLink>
          <NavLink to="/staff/coupons" className={link}>
            {text.coupons}
          </NavLink>
          <NavLink to="/staff/settings" className={link}>
            {text.settings}
          </NavLink>
          <NavLink to="/staff/printers" className={link}>
            {printerMessages.nav}
          </NavLink>
          {member?.role === 'admin' && (
            <>
              <NavLink to="/staff/figures" className={link}>
                {text.figures}
              </NavLink>
              <NavLink to="/staff/emails" className={link}>
                {text.emails}
              </NavLink>
              <NavLink to="/staff/team" className={link}>
                {text.team}
              </NavLink>
            </>
          )}
        </nav>
        {tools}
        <div className="ml-auto flex items-center gap-3">
          {member && <span className="text-sm">{member.name}</span>}
          <button
            type="button"
            onClick={() => signOut.mutate()}
            className="min-h-11 rounded-full border border-white/60 px-4 text-sm font-semibold hover:bg-white/10"
          >
            {text.signOut}
          </button>
        </div>
      </header>
      {children}
    </div>
  );
}
