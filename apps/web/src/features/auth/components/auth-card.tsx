import type { ReactNode } from 'react';

type AuthCardProps = { title: string; intro?: string; children: ReactNode };

/** The frame of the sign-in, registration and reset pages: a heading and a card. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      {intro && <p className="mt-2 text-ink-muted">{intro}</p>}
      <div className="mt-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-7">{children}</div>
    </div>
  );
}
