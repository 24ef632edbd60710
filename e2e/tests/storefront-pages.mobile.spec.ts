import { latestMailTo, mailCount } from '../mail.ts';
import { expect, test } from '../test.ts';

/** Today in Dublin, as the date input takes it. */
function todayInDublin(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' }).format(new Date());
}

/** Tomorrow in Dublin, as the date input takes it. */
function tomorrowInDublin(): string {
  const date = new Date(`${todayInDublin()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The instant Dublin's clocks show `time` ('HH:mm') on `date` (Irish time is UTC or UTC+1). */
function dublinInstant(date: string, time: string): Date {
  const wallClock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Dublin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const offsetHours of [0, 1]) {
    const instant = new Date(Date.parse(`${date}T${time}:00Z`) - offsetHours * 3_600_000);
    if (wallClock.format(instant) === time) return instant;
  }
  throw new Error(`No instant shows ${time} on ${date} in Dublin`);
}

test('a table request from the contact page: the spec messages, then sent, stored and e-mailed', async ({
  page,
}, testInfo) => {
  const email = `table.${Date.now()}.${testInfo.project.name}@example.ie`;
  await page.goto('/contact-us');
  await expect(page.getByRole('link', { name: /062 61234/ }).first()).toHaveAttribute('href', 'tel:06261234');

  const form = page.getByRole('form', { name: /table request|reserve a table/i }).first();
  // The form's checking and sending load when it is first used and take over its fields
  // (preorder-form-on-demand.tsx, with its own tests): this journey types into the fields that check.
  const plainField = await form.getByLabel('Full name').elementHandle();
  await form.getByLabel('Full name').focus();
  await expect.poll(() => plainField?.evaluate((field) => field.isConnected)).toBe(false);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Phone number').fill('12345');
  await form.getByLabel('Full name').focus();
  await expect(
    form.getByText('Phone number must start with 08 and be exactly 10 digits', { exact: false }),
  ).toBeVisible();

  await form.getByLabel('Full name').fill('Siobhán Ryan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('087 123 4567');
  await form.getByLabel('Date').fill(tomorrowInDublin());
  await form.getByLabel('Time').selectOption('19:30');
  await form.getByLabel('Seats').fill('4');
  await form.getByLabel('Message (optional)').fill('A high chair, please.');
  const mailsBefore = mailCount();
  const send = form.getByRole('button', { name: 'Send Message' });
  // Pressed mid-screen, as on a phone whose keyboard takes the lower half of the screen.
  await send.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await send.click();
  await expect(page.getByText('Your message has been received Thank you')).toBeVisible();
  // On a phone the form is taller than the screen: the message is brought into view.
  await expect(form.getByText('Success!', { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(page.getByText('Your message has been received Thank you')).toBeInViewport({ ratio: 1 });
  await expect(page.getByText('Success! Your message has been sent')).toBeVisible();

  const confirmation = await latestMailTo(email, mailsBefore);
  expect(confirmation.data).toContain('a table for 4');
  const toRestaurant = await latestMailTo('hello@tiffin-cashel.ie', mailsBefore);
  expect(toRestaurant.data).toContain('Siobh');
  // The form clears itself 3 s after the success.
  await expect(form.getByLabel('Full name')).toHaveValue('', { timeout: 6000 });
});

test('a time chosen for another date is cleared, and a time asked for, when the date becomes today and that time has passed', async ({
  page,
}) => {
  const today = todayInDublin();
  await page.clock.install({ time: dublinInstant(today, '19:00') });
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: /table request|reserve a table/i }).first();
  const time = form.getByLabel('Time');

  await form.getByLabel('Date').fill(tomorrowInDublin());
  await time.selectOption('18:00');
  await expect(time).toHaveValue('18:00');
  await form.getByLabel('Date').fill(today);

  await expect(time).toHaveValue('');
  await expect(form.getByText('Please choose a time')).toBeVisible();
  // A time still ahead today can be chosen.
  await time.selectOption('19:30');
  await expect(time).toHaveValue('19:30');
  await expect(form.getByText('Please choose a time')).toBeHidden();
});

// One policy page end to end: the others are the same route with another path (every one is
// visited by the accessibility tour; policy-pages.test.tsx renders them, the API tests fill them).
test('a policy page shows its text from the settings, the restaurant named in it', async ({ page }) => {
  await page.goto('/terms-conditions');
  await expect(page.getByRole('heading', { level: 1, name: /terms/i })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Tiffin');
  await expect(page.getByRole('main')).not.toContainText('{restaurant}');
});

test('the award and reservation placeholders', async ({ page }) => {
  await page.goto('/award');
  await expect(page.getByText('Award Page - Coming Soon')).toBeVisible();
  await page.goto('/reservation');
  await expect(page.getByText('Reservation Page - Coming Soon')).toBeVisible();
});

test('the footer links every policy page and is hidden in the profile area', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/about-us',
    '/privacy-policy',
    '/refund-and-cancellation-policy',
    '/terms-conditions',
    '/shipping-and-delivery-policy',
    '/delete-account.php',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await page.goto('/profile');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
