import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Address, AddressInput } from '@/lib/api/account-contracts';
import { addressInputSchema } from '@/lib/api/account-contracts';
import { normalisePhone } from '@/lib/phone';
import { asksForPostcode, NO_POSTCODE } from '@/lib/address-lines';
import type { Country } from '@/i18n/locales';
import { db, type Database } from './db/client';
import { addresses, serviceableCities } from './db/schema';
import { AppError, type FieldError } from './errors';

type Row = typeof addresses.$inferSelect;
const INDIAN_PIN = /^[1-9]\d{5}$/;

export function toAddress(row: Row): Address {
  return {
    id: row.id,
    label: row.label as Address['label'],
    recipientName: row.recipientName,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    landmark: row.landmark,
    city: row.city,
    pincode: row.pincode,
    country: row.country as Address['country'],
    isDefault: row.isDefault,
  };
}

function invalid(fields: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', fields[0]?.message ?? 'Some fields are not valid.', fields);
}

/**
 * Checks what zod cannot: the phone for the country, the pincode format for the country, and that we serve the
 * pincode in the chosen city. Runs before any write (and before any slot is offered elsewhere).
 */
export async function checkServiceable(
  input: { country: string; city: string; pincode: string },
  database: Database = db(),
): Promise<{ city: string; cityId: number }> {
  if (asksForPostcode(input.country as Country) && !INDIAN_PIN.test(input.pincode)) {
    throw invalid([{ path: 'body.pincode', message: 'Enter a 6-digit Indian PIN code.', code: 'pincodeInvalid' }]);
  }
  const inCountry = await database.select().from(serviceableCities).where(eq(serviceableCities.country, input.country));
  if (inCountry.length === 0) {
    throw invalid([
      {
        path: 'body.city',
        message: 'We do not serve addresses in your country yet. We will let you know as soon as we do.',
        code: 'countryNotServed',
      },
    ]);
  }
  const city = inCountry.find((c) => c.city.toLowerCase() === input.city.trim().toLowerCase());
  if (!city)
    throw invalid([
      {
        path: 'body.city',
        message: `We do not serve ${input.city} yet. Choose a city from the list.`,
        code: 'cityNotServed',
        params: { city: input.city },
      },
    ]);
  if (city.pincodePrefixes.length > 0 && !city.pincodePrefixes.some((prefix) => input.pincode.startsWith(prefix))) {
    throw invalid([
      {
        path: 'body.pincode',
        message: `We do not serve pincode ${input.pincode} in ${city.city} yet.`,
        code: 'pincodeNotServed',
        params: { pincode: input.pincode, city: city.city },
      },
    ]);
  }
  return { city: city.city, cityId: city.id };
}

async function validated(raw: AddressInput) {
  const parsed = addressInputSchema.parse(raw);
  // Where there are no postcodes, whatever was sent is replaced by the placeholder the pages never show.
  const input = asksForPostcode(parsed.country) ? parsed : { ...parsed, pincode: NO_POSTCODE };
  const phone = normalisePhone(input.phone, input.country);
  if (!phone.ok) throw invalid([{ path: 'body.phone', message: 'Enter a valid mobile number.', code: 'phoneInvalid' }]);
  const { city } = await checkServiceable(input);
  return { ...input, phone: phone.e164, city, line2: input.line2 || null, landmark: input.landmark || null };
}

export async function listAddresses(userId: string): Promise<Address[]> {
  const rows = await db()
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
  return rows.map(toAddress);
}

/** An address of this user, or 404: another customer's id looks exactly like one that does not exist. */
export async function getOwnAddress(userId: string, id: string): Promise<Address> {
  const [row] = await db()
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Address not found.');
  return toAddress(row);
}

export async function createAddress(userId: string, raw: AddressInput): Promise<Address> {
  const values = await validated(raw);
  return db().transaction(async (tx) => {
    const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
    const makeDefault = values.isDefault || existing.length === 0;
    if (makeDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, userId, isDefault: makeDefault })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Could not save the address.');
    return toAddress(row);
  });
}

export async function updateAddress(userId: string, id: string, raw: AddressInput): Promise<Address> {
  await getOwnAddress(userId, id);
  const values = await validated(raw);
  return db().transaction(async (tx) => {
    if (values.isDefault)
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
    const { isDefault, ...rest } = values;
    const [row] = await tx
      .update(addresses)
      .set({ ...rest, ...(isDefault ? { isDefault: true } : {}), updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Address not found.');
    return toAddress(row);
  });
}

export async function deleteAddress(userId: string, id: string): Promise<void> {
  const target = await getOwnAddress(userId, id);
  await db().transaction(async (tx) => {
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (target.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
}

export async function setDefaultAddress(userId: string, id: string): Promise<Address> {
  await getOwnAddress(userId, id);
  return db().transaction(async (tx) => {
    await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Address not found.');
    return toAddress(row);
  });
}
