import type { ReactNode } from 'react';

type NoticeTone = 'warning' | 'success' | 'danger';

const toneClasses: Record<NoticeTone, string> = {
  warning: 'border-turmeric bg-saffron-soft text-ink',
  success: 'border-chutney/40 bg-chutney-soft text-chutney',
  danger: 'border-danger/40 bg-danger-soft text-danger',
};

type NoticeProps = {
  tone?: NoticeTone;
  /** 'status' announces a notice that appears while the page is in use; 'alert' interrupts. */
  role?: 'status' | 'alert';
  className?: string;
  children: ReactNode;
};

/** A boxed message: the yellow notice above a form, a success or an error box. */
export function Notice({ tone = 'warning', role, className = '', children }: NoticeProps) {
  return (
    <div
      role={role}
      className={`rounded-xl border px-4 py-3 text-sm leading-6 ${toneClasses[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
