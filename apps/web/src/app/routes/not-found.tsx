import { messages } from '@tiffin/core';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/lib/paths';
import { siteText } from '@/lib/site-text';
import { SitePageMeta } from './site-page-meta';

/** Any path the site does not have (checkout-and-account §2.1). */
export function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <SitePageMeta title={messages.navigation.notFound} />
      <meta name="robots" content="noindex" />
      <h1 className="font-display text-3xl font-bold sm:text-4xl">{messages.navigation.notFound}</h1>
      <Link to={paths.home} className={buttonClasses('primary', 'mt-8')}>
        {siteText.notFound.backHome}
      </Link>
    </div>
  );
}
