import type { ReactNode } from 'react';

/** One section of the profile area (checkout-and-account §2.10): its title as the page's heading. */
export function ProfileSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="profile-section-title">
      <h1 id="profile-section-title" className="font-display text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <div className="mt-6">{children}</div>
    </section>
  );
}
