import { PreorderFormOnDemand } from '@/features/preorder/components/preorder-form-on-demand';
import { useRestaurant } from '@/features/restaurant/api/get-restaurant';
import { ContactCard } from '@/features/restaurant/components/contact-card';
import { PageMeta } from '@/lib/page-meta';
import { storefrontText } from '@/lib/storefront-text';

const text = storefrontText.contact;
const formHeadingId = 'contact-preorder-heading';

/** /contact-us, labelled Help in the header: the contact card and the pre-order form (§2.4). */
export function ContactUsRoute() {
  const restaurant = useRestaurant();
  const info = restaurant.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta
        title={text.heading}
        siteName={info?.name}
        description={info ? text.description(info.name, info.address.town) : undefined}
      />
      <h1 className="font-display text-4xl font-bold">{text.heading}</h1>
      <p className="mt-3 max-w-prose text-lg text-ink-muted">{text.intro}</p>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[1fr_1.5fr]">
        <ContactCard />
        <section aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId} className="font-display text-2xl font-bold">
            {storefrontText.preorder.heading}
          </h2>
          <p className="mt-2 mb-5 text-ink-muted">{storefrontText.preorder.intro}</p>
          <PreorderFormOnDemand labelledBy={formHeadingId} />
        </section>
      </div>
    </div>
  );
}
