import { tipMessages } from '@tiffin/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * The tips notice (Payment of Wages Act 1991 s.4E, issue 51), as the server writes it from the
 * owner's answers: shown beside the tip choice at checkout, with a link to its own page.
 */
export function TipsNotice({ notice, linked = false }: { notice: readonly string[]; linked?: boolean }) {
  return (
    <div className="space-y-2 text-sm leading-6 text-ink-muted">
      {notice.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {linked && (
        <p>
          <Link to={paths.tips} className="font-semibold text-saffron-dark underline">
            {tipMessages.noticeLink}
          </Link>
        </p>
      )}
    </div>
  );
}
