import { get } from './http';
import type { ServiceableCity } from '@/lib/city-list';
import { canonicalCityName } from '@/lib/city-list';

export interface IpLocation {
  city: string | null;
  lat: number | null;
  lng: number | null;
  pincode: string | null;
}

interface UserIpResponse {
  toothsiCity: string | null;
  data: { lat: number | null; lon: number | null; zip: string | null };
}

/** The visitor's city from their IP. Spec §8: a failed look-up is swallowed and yields null. */
export async function fetchIpLocation(): Promise<IpLocation | null> {
  try {
    const res = await get<UserIpResponse>('/api/v3/skinnsi/get-user-ip');
    return {
      city: res.toothsiCity ? canonicalCityName(res.toothsiCity) : null,
      lat: res.data.lat,
      lng: res.data.lon,
      pincode: res.data.zip,
    };
  } catch {
    return null;
  }
}

/** Serviceable cities for a business line. Spec §8: a failed look-up is swallowed and yields null. */
export async function fetchServiceableCities(
  businessType: 'Skinnsi' | 'Toothsi' = 'Skinnsi',
  country = 'IN',
): Promise<ServiceableCity[] | null> {
  try {
    return await get<ServiceableCity[]>(
      `/api/v3/skinnsi/address/serviceable-cities?businessType=${businessType}&raw=true${country === 'IN' ? '' : `&country=${country}`}`,
    );
  } catch {
    return null;
  }
}
