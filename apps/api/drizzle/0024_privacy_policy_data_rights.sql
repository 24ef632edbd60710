-- Issue 32 (decision 045): the seeded privacy policy says how to download your data and that a deleted
-- account's orders are kept six years without its personal details. Only a page still as seeded
-- changes: a restaurant that rewrote its policy keeps its own words.
UPDATE "policy_pages" SET "body" = '{restaurant} respects your privacy. This policy explains what personal data we keep, why we keep it and what your rights are under the General Data Protection Regulation (GDPR). We are the data controller for the data collected through this website.

## What we keep and why

When you create an account or order, we keep your name, e-mail address, phone number and delivery addresses, so that we can prepare your order, deliver it and contact you about it. We keep your order history so that you can reorder and so that we can handle complaints, refunds and our accounts, which the law requires us to keep for six years. We do not store your card details: payments are handled by our card payment provider.

## Who can use this site

You must be 16 or over to create an account or place an order. We do not knowingly collect data from children.

## Cookies and statistics

We use only the cookies needed to keep you signed in and remember your basket. We count page views on our own server without cookies and without identifying you, to see which pages are used. We do not use third-party trackers, advertising cookies or social media pixels, and we never sell your data.

## Refunds

Where we refund a payment, it is returned to the card you paid with and usually arrives within 5-10 business days.

## If something goes wrong

If we ever suffer a data breach that puts your personal data at risk, we will notify the Data Protection Commission and tell you within 72 hours of becoming aware of it.

## Your rights

You can have a copy of your data at any time: ''Download my data'' on the Personal Info page of your account gives you your profile, saved addresses, favourites, orders and notifications as a file (JSON). You can also ask us to correct your data, or object to how we use it.

You can delete your account at any time on the Delete Account page of your account, once none of your orders is still in progress. We then delete your profile, saved addresses, favourites and notifications and the e-mails we sent you. We keep the records of your orders for six years, as Irish tax law requires (what was ordered, when, the prices, the VAT and how it was paid), with your name, e-mail address, phone number, delivery address and notes removed, so that they no longer identify you.

To use any of these rights, e-mail us at hello@tiffin-cashel.ie. If you are not happy with our answer, you can complain to the Data Protection Commission.'
WHERE "slug" = 'privacy-policy' AND "body" = '{restaurant} respects your privacy. This policy explains what personal data we keep, why we keep it and what your rights are under the General Data Protection Regulation (GDPR). We are the data controller for the data collected through this website.

## What we keep and why

When you create an account or order, we keep your name, e-mail address, phone number and delivery addresses, so that we can prepare your order, deliver it and contact you about it. We keep your order history so that you can reorder and so that we can handle complaints, refunds and our accounts, which the law requires us to keep for six years. We do not store your card details: payments are handled by our card payment provider.

## Who can use this site

You must be 16 or over to create an account or place an order. We do not knowingly collect data from children.

## Cookies and statistics

We use only the cookies needed to keep you signed in and remember your basket. We count page views on our own server without cookies and without identifying you, to see which pages are used. We do not use third-party trackers, advertising cookies or social media pixels, and we never sell your data.

## Refunds

Where we refund a payment, it is returned to the card you paid with and usually arrives within 5-10 business days.

## If something goes wrong

If we ever suffer a data breach that puts your personal data at risk, we will notify the Data Protection Commission and tell you within 72 hours of becoming aware of it.

## Your rights

You can ask for a copy of your data, ask us to correct it, or object to how we use it. You also have the right to have your account deleted at any time; we then remove your personal details and keep only the order records the law requires. To use any of these rights, e-mail us at hello@tiffin-cashel.ie. If you are not happy with our answer, you can complain to the Data Protection Commission.';
