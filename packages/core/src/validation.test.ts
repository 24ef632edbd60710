import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressSchema,
  confirmPasswordSchema,
  couponCodeSchema,
  detectFieldType,
  emailSchema,
  idParamSchema,
  irishPhoneSchema,
  isSingleLineText,
  loginIdentifierSchema,
  menuQuerySchema,
  nameSchema,
  newPasswordSchema,
  noteSchema,
  otpSchema,
  passwordSchema,
  preorderPhoneSchema,
  quantitySchema,
  splitFullName,
  variationChoiceSchema,
} from './validation.ts';
import {
  changePasswordSchema,
  createForgotPasswordSchema,
  createRegisterSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  preorderSchema,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
  verifyTokenSchema,
} from './validation-forms.ts';
import { unselectedVariations, variationChoiceError } from './variations.ts';

/** Every message the schema gives, as 'path: message' ('' for the value itself). */
function errorsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected ${JSON.stringify(value)} to pass: ${result.error.message}`);
  return result.data;
}

describe('emailSchema', () => {
  it.each([
    ['nothing', undefined, ': Email is required'],
    ['an empty string', '', ': Email is required'],
    ['spaces', '   ', ': Email is required'],
    ['a name without @', 'mary', ': Please enter a valid email address'],
    ['a missing domain', 'mary@', ': Please enter a valid email address'],
    ['a domain without a dot', 'mary@localhost', ': Please enter a valid email address'],
    ['two @', 'mary@@example.ie', ': Please enter a valid email address'],
    ['a space inside', 'mary byrne@example.ie', ': Please enter a valid email address'],
    [
      'an address over 254 characters',
      `${'a'.repeat(64)}@${'b'.repeat(190)}.ie`,
      ': Email must be at most 254 characters',
    ],
  ])('with no restriction, %s gives %j', (_label, value, message) => {
    expect(errorsOf(emailSchema(), value)).toEqual([message]);
  });

  it.each(['mary@example.ie', 'mary.byrne+orders@mail.example.com', 'M.Byrne@Eircom.net', 'x@y.io'])(
    'with no restriction, accepts %s',
    (value) => {
      expect(errorsOf(emailSchema(), value)).toEqual([]);
    },
  );

  it('trims and lower-cases the address', () => {
    expect(parsed(emailSchema(), '  Mary.Byrne@Example.IE ')).toBe('mary.byrne@example.ie');
  });

  it.each([
    ['register', 'Please enter a valid email address'],
    ['deleteAccount', 'Please enter a valid email address'],
    ['reset', 'Please enter a valid Gmail address'],
    ['preorder', 'Please enter a valid Gmail address (e.g., yourname@gmail.com)'],
    ['login', 'Please enter a valid email or phone number'],
  ] as const)('restricted to gmail.com, the %s form rejects another domain with %j', (form, message) => {
    const schema = emailSchema(['gmail.com'], 'Gmail', form);
    expect(errorsOf(schema, 'mary@example.ie')).toEqual([`: ${message}`]);
    expect(errorsOf(schema, 'not-an-address')).toEqual([`: ${message}`]);
    expect(errorsOf(schema, 'Mary@GMAIL.com')).toEqual([]);
    expect(errorsOf(schema, '')).toEqual([': Email is required']);
  });

  it('names the provider after its domain when no name is configured', () => {
    expect(errorsOf(emailSchema(['@Gmail.com'], undefined, 'reset'), 'mary@example.ie')).toEqual([
      ': Please enter a valid gmail.com address',
    ]);
  });

  it('does not take a look-alike domain for an allowed one', () => {
    expect(errorsOf(emailSchema(['gmail.com']), 'mary@notgmail.com')).toHaveLength(1);
    expect(errorsOf(emailSchema(['gmail.com']), 'mary@gmail.com.evil.ie')).toHaveLength(1);
  });
});

describe('login identifier', () => {
  it.each([
    ['mary@example.ie', 'email'],
    ['+353 87 123 4567', 'phone'],
    ['353871234567', 'phone'],
    ['087 123 4567', 'phone'],
    ['0871234567', 'phone'],
    ['+1234567890123456', 'phone'],
    ['+12345678901234567', 'email'],
    ['0123', 'email'],
    ['', 'email'],
    ['mary', 'email'],
  ])('%j is sent as %s', (value, fieldType) => {
    expect(detectFieldType(value)).toBe(fieldType);
  });

  it.each([
    ['nothing', undefined, ': Email or phone number is required'],
    ['an empty string', '', ': Email or phone number is required'],
    ['spaces', '  ', ': Email or phone number is required'],
    ['a word', 'mary', ': Please enter a valid email or phone number'],
    ['a number starting with 0 that is not Irish', '0123', ': Please enter a valid email or phone number'],
    ['17 digits', '+12345678901234567', ': Please enter a valid email or phone number'],
  ])('%s gives %j', (_label, value, message) => {
    expect(errorsOf(loginIdentifierSchema, value)).toEqual([message]);
  });

  it('removes the spaces of a phone number and lower-cases an address', () => {
    expect(parsed(loginIdentifierSchema, ' +353 87 123 4567 ')).toBe('+353871234567');
    expect(parsed(loginIdentifierSchema, 'Mary@Example.ie')).toBe('mary@example.ie');
  });
});

describe('loginSchema', () => {
  it('fills field_type and login_type with their defaults', () => {
    expect(parsed(loginSchema, { email_or_phone: 'mary@example.ie', password: 'correct horse' })).toEqual({
      email_or_phone: 'mary@example.ie',
      password: 'correct horse',
      field_type: 'email',
      login_type: 'manual',
    });
  });

  it('accepts a phone number sent as a phone', () => {
    const login = { email_or_phone: '087 123 4567', password: 'correct horse', field_type: 'phone' };
    expect(parsed(loginSchema, login).email_or_phone).toBe('0871234567');
  });

  it.each([
    [
      { email_or_phone: '', password: '' },
      ['email_or_phone: Email or phone number is required', 'password: Password is required'],
    ],
    [
      { email_or_phone: 'mary@example.ie', password: 'short' },
      ['password: Password must be at least 8 characters long'],
    ],
    [
      { email_or_phone: '0871234567', password: 'correct horse' },
      ['field_type: Field type does not match the email or phone number'],
    ],
    [
      { email_or_phone: 'mary@example.ie', password: 'correct horse', field_type: 'sms' },
      ['field_type: Invalid option: expected one of "email"|"phone"'],
    ],
    [
      { email_or_phone: 'mary@example.ie', password: 'correct horse', login_type: 'google' },
      ['login_type: Invalid input: expected "manual"'],
    ],
  ])('rejects %j', (login, messages) => {
    expect(errorsOf(loginSchema, login)).toEqual(messages);
  });
});

describe('passwords', () => {
  it.each([
    [passwordSchema, undefined, ': Password is required'],
    [passwordSchema, '', ': Password is required'],
    [passwordSchema, '1234567', ': Password must be at least 8 characters long'],
    [passwordSchema, 'a'.repeat(129), ': Password must be at most 128 characters long'],
    [newPasswordSchema, '', ': New password is required'],
    [newPasswordSchema, 'short', ': Password must be at least 8 characters long'],
    [confirmPasswordSchema, '', ': Please confirm your password'],
    [confirmPasswordSchema, undefined, ': Please confirm your password'],
  ])('%#: %j gives %j', (schema, value, message) => {
    expect(errorsOf(schema, value)).toEqual([message]);
  });

  it.each(['12345678', 'a'.repeat(128), '        ', 'pass word'])('accepts %j as typed', (value) => {
    expect(parsed(passwordSchema, value)).toBe(value);
  });

  it('counts spaces rather than trimming them', () => {
    expect(errorsOf(passwordSchema, ' 123456 ')).toEqual([]);
    expect(errorsOf(passwordSchema, ' 12345 ')).toEqual([': Password must be at least 8 characters long']);
  });

  it('accepts exactly the passwords of 8 to 128 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 140 }), (value) => {
        const length = value.length;
        expect(passwordSchema.safeParse(value).success).toBe(length >= 8 && length <= 128);
      }),
    );
  });
});

describe('otpSchema', () => {
  it.each([
    [undefined, ': OTP is required'],
    ['', ': OTP is required'],
    ['  ', ': OTP is required'],
    ['12', ': Please enter a valid OTP'],
    ['1234567', ': Please enter a valid OTP'],
  ])('%j gives %j', (value, message) => {
    expect(errorsOf(otpSchema, value)).toEqual([message]);
  });

  it.each(['123', '123456', ' 123456 '])('accepts %j', (value) => {
    expect(parsed(otpSchema, value)).toBe(value.trim());
  });
});

describe('nameSchema', () => {
  it.each([
    [undefined, ': Name must be at least 2 characters long'],
    ['', ': Name must be at least 2 characters long'],
    ['A', ': Name must be at least 2 characters long'],
    [' A ', ': Name must be at least 2 characters long'],
    ['A'.repeat(101), ': Name must be at most 100 characters long'],
  ])('%j gives %j', (value, message) => {
    expect(errorsOf(nameSchema, value)).toEqual([message]);
  });

  it('keeps the trimmed name', () => {
    expect(parsed(nameSchema, '  Mary Byrne ')).toBe('Mary Byrne');
    expect(parsed(nameSchema, 'Jo')).toBe('Jo');
  });
});

describe('Irish phone numbers', () => {
  it.each([
    [irishPhoneSchema, undefined, ': Phone number is required'],
    [irishPhoneSchema, '', ': Phone number is required'],
    [irishPhoneSchema, '   ', ': Phone number is required'],
    [irishPhoneSchema, '0871234', ': Phone number must start with 08 and be exactly 10 digits'],
    [irishPhoneSchema, '08712345678', ': Phone number must start with 08 and be exactly 10 digits'],
    [irishPhoneSchema, '0612345678', ': Phone number must start with 08 and be exactly 10 digits'],
    [irishPhoneSchema, '+353871234567', ': Phone number must start with 08 and be exactly 10 digits'],
    [irishPhoneSchema, '087-123-4567', ': Phone number must start with 08 and be exactly 10 digits'],
    [
      preorderPhoneSchema,
      '12345',
      ': Phone number must start with 08 and be exactly 10 digits (e.g., 0871234567)',
    ],
    [preorderPhoneSchema, '', ': Phone number is required'],
  ])('%#: %j gives %j', (schema, value, message) => {
    expect(errorsOf(schema, value)).toEqual([message]);
  });

  it.each([
    ['0871234567', '0871234567'],
    ['087 123 4567', '0871234567'],
    [' 08 7 1 2 3 4 5 6 7 ', '0871234567'],
    ['0851234567', '0851234567'],
  ])('accepts %j as %s', (value, stored) => {
    expect(parsed(irishPhoneSchema, value)).toBe(stored);
    expect(parsed(preorderPhoneSchema, value)).toBe(stored);
  });
});

describe('basket fields', () => {
  it('allows a note of up to 200 characters', () => {
    expect(errorsOf(noteSchema, 'x'.repeat(200))).toEqual([]);
    expect(errorsOf(noteSchema, 'x'.repeat(201))).toEqual([': Note must be at most 200 characters']);
    expect(parsed(noteSchema, '  no onions ')).toBe('no onions');
  });

  it.each([
    [0, ': Quantity must be at least 1'],
    [-2, ': Quantity must be at least 1'],
    [1.5, ': Quantity must be a whole number'],
    ['2', ': Quantity must be a whole number'],
  ])('quantity %j gives %j', (value, message) => {
    expect(errorsOf(quantitySchema, value)).toEqual([message]);
  });

  it('has no maximum quantity', () => {
    expect(errorsOf(quantitySchema, 1)).toEqual([]);
    expect(errorsOf(quantitySchema, 5000)).toEqual([]);
  });

  it('asks for a variation while any group is unchosen', () => {
    expect(variationChoiceError([1, 2], { '1': { option_id: 4 } })).toBe('Please select a variation');
    expect(variationChoiceError([1, 2], { '1': 4, '2': '' })).toBe('Please select a variation');
    expect(variationChoiceError([1, 2], { '1': 4, '2': null })).toBe('Please select a variation');
    expect(variationChoiceError([1, 2], { '1': 4, '2': 0 })).toBeNull();
    expect(variationChoiceError([], {})).toBeNull();
    expect(unselectedVariations([1, 2, 3], { '2': 9 })).toEqual(['1', '3']);
  });

  it('marks each unchosen group in the variation schema', () => {
    expect(errorsOf(variationChoiceSchema([1, 2]), { '2': 5 })).toEqual(['1: Please select a variation']);
    expect(errorsOf(variationChoiceSchema([1, 2]), { '1': 4, '2': 5 })).toEqual([]);
  });

  it('asks for a coupon code', () => {
    expect(errorsOf(couponCodeSchema, '  ')).toEqual([': Please enter a coupon code']);
    expect(parsed(couponCodeSchema, ' WELCOME10 ')).toBe('WELCOME10');
  });
});

describe('registerSchema', () => {
  const valid = {
    name: 'Mary Byrne',
    phone: '087 123 4567',
    email: 'Mary@Example.ie',
    password: 'correct horse',
  };

  it('accepts a registration and normalises it', () => {
    expect(parsed(registerSchema, valid)).toEqual({
      name: 'Mary Byrne',
      phone: '0871234567',
      email: 'mary@example.ie',
      password: 'correct horse',
    });
  });

  it('gives every field its message', () => {
    expect(errorsOf(registerSchema, { name: 'M', phone: '12', email: 'mary', password: 'short' })).toEqual([
      'name: Name must be at least 2 characters long',
      'phone: Phone number must start with 08 and be exactly 10 digits',
      'email: Please enter a valid email address',
      'password: Password must be at least 8 characters long',
    ]);
    expect(errorsOf(registerSchema, {})).toEqual([
      'name: Name must be at least 2 characters long',
      'phone: Phone number is required',
      'email: Email is required',
      'password: Password is required',
    ]);
  });

  it('keeps the generic message when the restaurant restricts domains', () => {
    const restricted = createRegisterSchema({ allowedDomains: ['gmail.com'], providerName: 'Gmail' });
    expect(errorsOf(restricted, valid)).toEqual(['email: Please enter a valid email address']);
    expect(errorsOf(restricted, { ...valid, email: 'mary@gmail.com' })).toEqual([]);
  });
});

describe('password reset', () => {
  it('asks for an address in step 1', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual(['email: Email is required']);
    expect(errorsOf(forgotPasswordSchema, { email: 'mary' })).toEqual([
      'email: Please enter a valid email address',
    ]);
    expect(
      errorsOf(createForgotPasswordSchema({ allowedDomains: ['gmail.com'], providerName: 'Gmail' }), {
        email: 'mary@example.ie',
      }),
    ).toEqual(['email: Please enter a valid Gmail address']);
  });

  it('asks for the code in step 2', () => {
    expect(errorsOf(verifyTokenSchema, { email: 'mary@example.ie', reset_token: '' })).toEqual([
      'reset_token: OTP is required',
    ]);
    expect(errorsOf(verifyTokenSchema, { email: 'mary@example.ie', reset_token: '12' })).toEqual([
      'reset_token: Please enter a valid OTP',
    ]);
    expect(errorsOf(verifyTokenSchema, { email: 'mary@example.ie', reset_token: '123456' })).toEqual([]);
  });

  it('checks the new password and its confirmation in step 3', () => {
    const reset = { email: 'mary@example.ie', reset_token: '123456' };
    expect(errorsOf(resetPasswordSchema, { ...reset, password: '', confirm_password: '' })).toEqual([
      'password: New password is required',
      'confirm_password: Please confirm your password',
    ]);
    expect(
      errorsOf(resetPasswordSchema, {
        ...reset,
        password: 'correct horse',
        confirm_password: 'correct house',
      }),
    ).toEqual(['confirm_password: Passwords do not match']);
    expect(
      errorsOf(resetPasswordSchema, {
        ...reset,
        password: 'correct horse',
        confirm_password: 'correct horse',
      }),
    ).toEqual([]);
  });
});

describe('deleteAccountSchema', () => {
  it.each([
    [{ email: '', password: '' }, ['email: Email is required', 'password: Password is required']],
    [
      { email: 'mary', password: '12345' },
      ['email: Please enter a valid email address', 'password: Password must be at least 6 characters'],
    ],
    [{ email: 'mary@example.ie', password: '123456' }, []],
  ])('%j gives %j', (value, messages) => {
    expect(errorsOf(deleteAccountSchema, value)).toEqual(messages);
  });
});

describe('profile', () => {
  it.each([
    ['Mary Byrne', 'Mary', 'Byrne'],
    ['Mary Ann Byrne', 'Mary', 'Ann Byrne'],
    ['  Mary   Ann  Byrne ', 'Mary', 'Ann Byrne'],
    ['Cher', 'Cher', ''],
  ])('splits %j into %j and %j', (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName });
  });

  it('derives first and last name from the full name', () => {
    expect(
      parsed(updateProfileSchema, {
        name: ' Mary Ann Byrne ',
        phone: '087 123 4567',
        f_name: 'X',
        l_name: 'Y',
      }),
    ).toEqual({ name: 'Mary Ann Byrne', phone: '0871234567', f_name: 'Mary', l_name: 'Ann Byrne' });
  });

  it('requires the full name and the phone number', () => {
    expect(errorsOf(updateProfileSchema, { name: ' ', phone: '' })).toEqual([
      'name: Full name is required',
      'phone: Phone number is required',
    ]);
  });

  it('checks the current, new and confirmed passwords when changing password', () => {
    expect(
      errorsOf(changePasswordSchema, { current_password: '', new_password: '', confirm_password: '' }),
    ).toEqual([
      'current_password: Current password is required',
      'new_password: New password is required',
      'confirm_password: Please confirm your password',
    ]);
    expect(
      errorsOf(changePasswordSchema, {
        current_password: 'old password',
        new_password: 'new password',
        confirm_password: 'new passwort',
      }),
    ).toEqual(['confirm_password: Passwords do not match']);
    expect(
      errorsOf(changePasswordSchema, {
        current_password: 'same password',
        new_password: 'same password',
        confirm_password: 'same password',
      }),
    ).toEqual(['new_password: New password must be different from the current password']);
    expect(
      errorsOf(changePasswordSchema, {
        current_password: 'old password',
        new_password: 'new password',
        confirm_password: 'new password',
      }),
    ).toEqual([]);
  });
});

describe('preorderSchema', () => {
  const schema = preorderSchema({ today: '2026-03-29' });
  const valid = {
    name: 'Mary Byrne',
    email: 'mary@example.ie',
    phone: '087 123 4567',
    date: '2026-03-29',
    time: '19:30',
    people: 4,
    message: 'A table by the window, please',
  };

  it('accepts a request for today', () => {
    expect(parsed(schema, valid)).toEqual({ ...valid, phone: '0871234567' });
  });

  it('takes the seats from a form string and the message as optional', () => {
    const { message: _message, ...withoutMessage } = valid;
    expect(parsed(schema, { ...withoutMessage, people: '6' })).toEqual({
      ...withoutMessage,
      phone: '0871234567',
      people: 6,
    });
  });

  it.each([
    ['date', '2026-03-28', 'date: Date cannot be in the past'],
    ['date', '', 'date: Please choose a date'],
    ['date', undefined, 'date: Please choose a date'],
    ['date', '2026-02-30', 'date: Please choose a valid date'],
    ['date', '29/03/2026', 'date: Please choose a valid date'],
    ['time', '', 'time: Please choose a time'],
    ['time', '17:00', 'time: Please choose a time'],
    ['time', '22:15', 'time: Please choose a time'],
    ['time', '5:15 PM', 'time: Please choose a time'],
    ['people', 0, 'people: Seats must be a whole number from 1 to 20'],
    ['people', 21, 'people: Seats must be a whole number from 1 to 20'],
    ['people', 2.5, 'people: Seats must be a whole number from 1 to 20'],
    ['people', 'four', 'people: Seats must be a whole number from 1 to 20'],
    ['people', '', 'people: Please enter the number of seats'],
    ['people', undefined, 'people: Please enter the number of seats'],
    ['message', 'x'.repeat(1001), 'message: Message must be at most 1000 characters'],
    ['name', '', 'name: Name must be at least 2 characters long'],
    ['email', 'mary', 'email: Please enter a valid email address'],
    ['phone', '12345', 'phone: Phone number must start with 08 and be exactly 10 digits (e.g., 0871234567)'],
  ])('a %s of %j gives %j', (field, value, message) => {
    expect(errorsOf(schema, { ...valid, [field]: value })).toEqual([message]);
  });

  it.each(['17:15', '22:00', '20:45'])('accepts the listed time %s', (time) => {
    expect(errorsOf(schema, { ...valid, time })).toEqual([]);
  });

  it.each([1, 20, '1', '20'])('accepts %j seats', (people) => {
    expect(errorsOf(schema, { ...valid, people })).toEqual([]);
  });

  it('accepts a date up to 90 days ahead, and refuses one later', () => {
    expect(errorsOf(schema, { ...valid, date: '2026-06-27' })).toEqual([]);
    expect(errorsOf(schema, { ...valid, date: '2026-06-28' })).toEqual([
      'date: Please choose a date within the next 90 days',
    ]);
    expect(errorsOf(schema, { ...valid, date: '9999-12-31' })).toEqual([
      'date: Please choose a date within the next 90 days',
    ]);
  });

  it('uses the provider message with an example when the restaurant restricts domains', () => {
    const restricted = preorderSchema({
      today: '2026-03-29',
      emailRules: { allowedDomains: ['gmail.com'], providerName: 'Gmail' },
    });
    expect(errorsOf(restricted, valid)).toEqual([
      'email: Please enter a valid Gmail address (e.g., yourname@gmail.com)',
    ]);
  });

  it('refuses a malformed today', () => {
    expect(() => preorderSchema({ today: '29/03/2026' })).toThrow(RangeError);
  });

  it('checks only the form of the date without a today (the server checks it against its clock)', () => {
    const anyDay = preorderSchema();
    expect(errorsOf(anyDay, { ...valid, date: '2020-01-01' })).toEqual([]);
    expect(errorsOf(anyDay, { ...valid, date: '2026-02-30' })).toEqual(['date: Please choose a valid date']);
  });
});

describe('addressSchema', () => {
  const valid = {
    address: 'Main Street, Cashel, Co. Tipperary',
    latitude: '52.5159336',
    longitude: '-7.8890741',
    contact_person_name: 'Mary Byrne',
    contact_person_number: '0871234567',
    road: 'Main Street',
  };

  it('reads string coordinates as numbers and defaults the label to home', () => {
    expect(parsed(addressSchema, valid)).toMatchObject({
      address_type: 'home',
      latitude: 52.5159336,
      longitude: -7.8890741,
    });
  });

  it('keeps an Eircode compact and upper-case, and an empty one as none', () => {
    expect(parsed(addressSchema, { ...valid, eircode: 'e25 x9t4' })).toMatchObject({ eircode: 'E25X9T4' });
    expect(parsed(addressSchema, { ...valid, eircode: ' ' })).toMatchObject({ eircode: undefined });
  });

  it.each([
    ['E25 X9T4', 'E25X9T4'],
    ['e25x9t4', 'E25X9T4'],
    ['D6W 1234', 'D6W1234'],
    ['a65 f4e2', 'A65F4E2'],
  ])('takes the Eircode %j as %j', (eircode, stored) => {
    expect(parsed(addressSchema, { ...valid, eircode })).toMatchObject({ eircode: stored });
  });

  it.each([
    'E25', // a routing key alone
    'E25 X9T45', // one character too many
    'E2 X9T4', // a routing key of a letter and one digit
    'D6X 1234', // D6W is the only routing key with a letter
    'B25 X9T4', // no B in routing keys
    'E25 X9TB', // nor in unique identifiers
    'E25-X9T4',
  ])('refuses the Eircode %j', (eircode) => {
    expect(errorsOf(addressSchema, { ...valid, eircode })).toEqual([
      'eircode: Please enter a valid Eircode (e.g. E25 X9T4)',
    ]);
  });

  it('needs a house or flat number, a road or an Eircode: a point on the map alone is not enough', () => {
    const pointOnly = { ...valid, road: undefined };
    const refusal = [
      'house: Please enter a house/flat no., a road or an Eircode, so the driver can find you',
    ];
    expect(errorsOf(addressSchema, pointOnly)).toEqual(refusal);
    expect(
      errorsOf(addressSchema, { ...pointOnly, house: ' ', road: '  ', eircode: '', floor: '2' }),
    ).toEqual(refusal);
    expect(errorsOf(addressSchema, { ...pointOnly, house: '4' })).toEqual([]);
    expect(errorsOf(addressSchema, { ...pointOnly, road: 'Main Street' })).toEqual([]);
    expect(errorsOf(addressSchema, { ...pointOnly, eircode: 'E25 X9T4' })).toEqual([]);
  });

  it.each([
    [{ address: '  ' }, ['address: Address is required']],
    [{ latitude: '0.0' }, ['latitude: Please select a valid location on the map']],
    [{ longitude: '0.0' }, ['longitude: Please select a valid location on the map']],
    [
      { latitude: '', longitude: 'east' },
      [
        'latitude: Please select a valid location on the map',
        'longitude: Please select a valid location on the map',
      ],
    ],
    [{ latitude: '95' }, ['latitude: Please select a location in Ireland']],
    // London: real coordinates, but not Ireland's.
    [{ latitude: 51.5072, longitude: -0.1276 }, ['longitude: Please select a location in Ireland']],
    [{ eircode: 'E25 X9T' }, ['eircode: Please enter a valid Eircode (e.g. E25 X9T4)']],
    [{ address_label: 'G'.repeat(41) }, ['address_label: Label must be at most 40 characters']],
    [{ address_type: 'office' }, ['address_type: Invalid option: expected one of "home"|"work"|"other"']],
  ])('%j gives %j', (change, messages) => {
    expect(errorsOf(addressSchema, { ...valid, ...change })).toEqual(messages);
  });
});

describe('menuQuerySchema', () => {
  it('defaults to limit 10, offset 0, type all', () => {
    expect(parsed(menuQuerySchema, {})).toEqual({ limit: 10, offset: 0, type: 'all' });
  });

  it('reads numbers from query strings', () => {
    expect(parsed(menuQuerySchema, { limit: '25', offset: '50', type: 'veg' })).toEqual({
      limit: 25,
      offset: 50,
      type: 'veg',
    });
    expect(parsed(menuQuerySchema, { limit: '100', offset: '0', type: 'non_veg' })).toEqual({
      limit: 100,
      offset: 0,
      type: 'non_veg',
    });
  });

  it.each([
    [{ limit: '0' }, 'limit: limit must be a whole number from 1 to 100'],
    [{ limit: '101' }, 'limit: limit must be a whole number from 1 to 100'],
    [{ limit: '2.5' }, 'limit: limit must be a whole number from 1 to 100'],
    [{ limit: 'ten' }, 'limit: limit must be a whole number from 1 to 100'],
    [{ limit: '' }, 'limit: limit must be a whole number from 1 to 100'],
    [{ offset: '-1' }, 'offset: offset must be a whole number of 0 or more'],
    [{ type: 'vegan' }, "type: type must be one of 'all', 'veg', 'non_veg'"],
  ])('%j gives %j', (query, message) => {
    expect(errorsOf(menuQuerySchema, query)).toEqual([message]);
  });
});

describe('idParamSchema', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    [7, 7],
  ])('reads %j as %i', (value, id) => {
    expect(parsed(idParamSchema, value)).toBe(id);
  });

  it.each(['0', '-3', '1.5', '1e3', '0x10', ' 12', '', 'abc', '2147483648', '99999999999999999999', 0, 2.5])(
    'refuses %j',
    (value) => {
      expect(errorsOf(idParamSchema, value)).toEqual([': Must be a positive whole number']);
    },
  );

  it('reads back any positive id written as a string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        expect(parsed(idParamSchema, String(id))).toBe(id);
      }),
    );
  });
});

describe('hidden characters in text fields', () => {
  const hidden = 'Please remove the hidden characters from this field';
  const today = '2026-03-29';
  /** Each schema with a valid payload and the text fields a person types into it. */
  const forms: Array<{
    name: string;
    schema: z.ZodType;
    valid: Record<string, unknown>;
    multiLine?: string[];
  }> = [
    {
      name: 'registration',
      schema: registerSchema,
      valid: { name: 'Mary Byrne', phone: '0871234567', email: 'mary@example.ie', password: 'a long secret' },
    },
    {
      name: 'profile',
      schema: updateProfileSchema,
      valid: { name: 'Mary Byrne', phone: '0871234567' },
    },
    {
      name: 'password change',
      schema: changePasswordSchema,
      valid: {
        current_password: 'old secret 1',
        new_password: 'new secret 2',
        confirm_password: 'new secret 2',
      },
    },
    {
      name: 'password reset',
      schema: resetPasswordSchema,
      valid: {
        email: 'mary@example.ie',
        reset_token: '123456',
        password: 'new secret 2',
        confirm_password: 'new secret 2',
      },
    },
    {
      name: 'account deletion',
      schema: deleteAccountSchema,
      valid: { email: 'mary@example.ie', password: 'a long secret' },
    },
    {
      name: 'pre-order',
      schema: preorderSchema({ today }),
      valid: {
        name: 'Mary Byrne',
        email: 'mary@example.ie',
        phone: '0871234567',
        date: today,
        time: '19:30',
        people: 2,
        message: 'By the window',
      },
      multiLine: ['message'],
    },
    {
      name: 'address',
      schema: addressSchema,
      valid: {
        address: 'Main Street, Cashel',
        latitude: '52.5',
        longitude: '-7.9',
        contact_person_name: 'Mary Byrne',
        house: '4',
        floor: '1',
        road: 'Main Street',
      },
    },
  ];
  const textFields = (valid: Record<string, unknown>) =>
    Object.entries(valid).filter(
      ([field, value]) =>
        typeof value === 'string' &&
        !['email', 'phone', 'date', 'time', 'latitude', 'longitude'].includes(field),
    );

  it.each(forms)(
    'the $name form refuses NUL and other control characters in every text field',
    ({ schema, valid }) => {
      for (const [field, value] of textFields(valid)) {
        for (const control of ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u009b']) {
          const tainted = `${String(value).slice(0, 3)}${control}${String(value).slice(3)}`;
          const message = field === 'reset_token' ? 'Please enter a valid OTP' : hidden;
          expect(errorsOf(schema, { ...valid, [field]: tainted }), JSON.stringify(control)).toContain(
            `${field}: ${message}`,
          );
        }
      }
    },
  );

  it('allows line breaks and tabs only in multi-line fields', () => {
    for (const { schema, valid, multiLine = [] } of forms) {
      for (const [field, value] of textFields(valid)) {
        if (field.includes('password')) continue;
        const withBreak = `${String(value)}\n\tmore`;
        expect(schema.safeParse({ ...valid, [field]: withBreak }).success, field).toBe(
          multiLine.includes(field),
        );
      }
    }
    expect(errorsOf(noteSchema, 'no onions\nextra lime')).toEqual([]);
    expect(errorsOf(noteSchema, 'no onions\u0000')).toEqual([`: ${hidden}`]);
  });

  it.each([
    ['a right-to-left override', 'Mary\u202eenryB'],
    ['a direction isolate', 'Mary\u2066Byrne'],
    ['a zero-width space', 'Mary\u200bByrne'],
    ['a byte-order mark', 'Mary\ufeffByrne'],
  ])('names refuse %s', (_what, name) => {
    expect(errorsOf(nameSchema, name)).toEqual([`: ${hidden}`]);
  });

  it('names keep the joiners Indic and Persian spellings need, and any script', () => {
    for (const name of ['क्\u200dष', 'می\u200cخواهم', 'Seán Ó Briain', '王小明']) {
      expect(errorsOf(nameSchema, name), name).toEqual([]);
    }
  });

  it('a printable password is taken exactly as typed, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 8, maxLength: 40 }), (password) => {
        fc.pre(isSingleLineText(password));
        fc.pre(password.length <= 128);
        expect(passwordSchema.safeParse(password)).toEqual({ success: true, data: password });
      }),
    );
  });
});
