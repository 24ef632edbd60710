import { expectNoAxeViolations } from '../axe.ts';
import { latestMailTo, mailCount, resetCodeIn } from '../mail.ts';
import { signOutFromHeader } from '../storefront.ts';
import { expect, test } from '../test.ts';

const FIX_ERRORS = 'Please fix the errors before submitting';

test('a customer registers, edits their profile, signs out, signs in by phone, resets a forgotten password and deletes the account', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now() % 1_000_000}${testInfo.workerIndex % 10}`.padStart(7, '0');
  const email = `e2e.${stamp}@example.ie`;
  const phone = `086${stamp}`;
  const spacedPhone = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;

  // Register on the page; signed in, the site goes home after 2 s.
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Séan Ó Briain');
  await page.getByLabel('Phone number').fill(spacedPhone);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await page.waitForURL('/');

  // Edit the profile.
  await page.goto('/profile');
  await expect(page.getByText(phone)).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Full Name').fill('Seán Ó Briain');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  // The header shows the full name in upper case.
  const nameHeader = page.getByRole('region', { name: 'Personal Info' }).getByRole('paragraph').first();
  await expect(nameHeader).toHaveText('Seán Ó Briain');
  await expect(nameHeader).toHaveCSS('text-transform', 'uppercase');

  // Sign out from the header: the overlay, then home, signed out, with nothing stored.
  await page.goto('/');
  await signOutFromHeader(page, 'Seán Ó Briain');
  await expect(page.getByText('Signing Out', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // Sign in with the phone number, spaces and all.
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(spacedPhone);
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await page.waitForURL('/');

  // Forgotten password: the code arrives by e-mail through a real SMTP server.
  await page.evaluate(() => localStorage.clear());
  const mailsBefore = mailCount();
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your email successfully!')).toBeVisible();
  const mail = await latestMailTo(email, mailsBefore);
  expect(mail.data).toContain('Subject: Your Tiffin password reset code');
  await page.getByLabel('OTP').fill(resetCodeIn(mail.data));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('OTP verified successfully!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully!')).toBeVisible();
  await page.waitForURL('/login');

  // The old password no longer works; the new one does.
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-password');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('The email, phone number or password is incorrect.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('second-password');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await page.waitForURL('/');

  // Delete the account; it cannot sign in again.
  await page.goto('/profile/delete-account');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByText('Account Deleted Successfully').first()).toBeVisible();
  await page.waitForURL('/');
  const login = await request.post('/api/v1/auth/login', {
    data: { email_or_phone: email, password: 'second-password', field_type: 'email', login_type: 'manual' },
  });
  expect(login.status()).toBe(401);
});

test('the code and new-password steps of a reset say what to fix when sent with errors', async ({
  page,
  customer,
}) => {
  test.setTimeout(120_000);
  const fixErrors = page.locator('[data-sonner-toast]', { hasText: FIX_ERRORS });
  const mailsBefore = mailCount();
  // The page's clock is the test's: a toast's seconds on screen pass when the test says.
  await page.clock.install();
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(customer.user.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  // The code step takes the focus: pressing Verify with no code leaves the field (its error
  // appears) and still sends the form, which says what to fix.
  await expect(page.getByLabel('OTP')).toBeFocused();
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('OTP is required')).toBeVisible();
  await expect(fixErrors).toBeVisible();
  await page.clock.runFor(6000);
  await expect(fixErrors).toBeHidden();

  const mail = await latestMailTo(customer.user.email, mailsBefore);
  await page.getByLabel('OTP').fill(resetCodeIn(mail.data));
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  // The same on the last step, and the empty confirmation is flagged by the press, never left.
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('New password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await expect(fixErrors).toBeVisible();
  await page.clock.runFor(6000);
  await expect(fixErrors).toBeHidden();

  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(fixErrors).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
});

test('visitors see the profile guard', async ({ page }) => {
  await page.goto('/profile');
  // 'Login Required - Please log in to access your profile and account features.', as title and text.
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(page.getByText('Please log in to access your profile and account features.')).toBeVisible();
});
