import type { ReactNode } from 'react';
import { MailIcon } from '@/components/ui/icons/mail-icon';
import { PhoneIcon } from '@/components/ui/icons/phone-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { accountText } from '@/lib/account-text';
import { useRestaurant } from '../api/get-restaurant';

const text = accountText.profile.support;

/** The restaurant's e-mail and phones for support (checkout-and-account §2.10); a tap dials. */
export function SupportContact() {
  const restaurant = useRestaurant();

  if (restaurant.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
      </div>
    );
  }
  if (restaurant.isError) {
    return <p className="text-sm text-ink-muted">{text.unavailable}</p>;
  }

  const { email, phones } = restaurant.data;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      <li>
        <ContactLink
          href={`mailto:${email}`}
          label={text.emailLabel}
          value={email}
          icon={<MailIcon className="size-5" />}
        />
      </li>
      {phones.map((phone) => (
        <li key={phone}>
          <ContactLink
            href={`tel:${phone.replace(/\s+/g, '')}`}
            label={text.phoneLabel}
            value={phone}
            icon={<PhoneIcon className="size-5" />}
          />
        </li>
      ))}
    </ul>
  );
}

type ContactLinkProps = { href: string; label: string; value: string; icon: ReactNode };

function ContactLink({ href, label, value, icon }: ContactLinkProps) {
  return (
    <a
      href={href}
      className="flex min-h-16 items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 hover:border-saffron hover:bg-saffron-soft"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-saffron-soft text-saffron-dark">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold text-ink-muted">{label}</span>
        <span className="block font-semibold break-words">{value}</span>
      </span>
    </a>
  );
}
