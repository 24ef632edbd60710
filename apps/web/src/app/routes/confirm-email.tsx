import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ConfirmEmail } from '@/features/auth/components/confirm-email';
import { customerInfoQueryKey } from '@/features/profile/api/get-customer-info';
import { accountText } from '@/lib/account-text';
import { SitePageMeta } from './site-page-meta';

/** The link's token: '#token=…' (kept after the '#', so that no server's log holds it). */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');

/** /confirm-email (not in the spec; issue 30): the page the link e-mailed at registration opens. */
export function ConfirmEmailRoute() {
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const queryClient = useQueryClient();
  return (
    <AuthCard title={accountText.confirmEmail.title}>
      <SitePageMeta title={accountText.confirmEmail.title} />
      {/* A new key for another link opened in the same tab: each is asked about once. */}
      <ConfirmEmail
        key={token}
        token={token}
        onConfirmed={() => void queryClient.invalidateQueries({ queryKey: customerInfoQueryKey })}
      />
    </AuthCard>
  );
}
