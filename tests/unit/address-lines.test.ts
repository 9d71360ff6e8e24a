import { describe, expect, it } from 'vitest';
import { addressLine, visiblePincode } from '@/lib/address-lines';

describe('address lines', () => {
  it('shows an Indian address with its PIN code and without empty parts', () => {
    expect(addressLine({ line1: '12 Hill Road', line2: '', landmark: null, city: 'Mumbai', pincode: '400050' })).toBe(
      '12 Hill Road, Mumbai, 400050',
    );
  });

  it('never shows the placeholder of a country without postcodes', () => {
    const dubai = {
      line1: 'Villa 12, Al Wasl Road',
      line2: 'Jumeirah',
      landmark: 'Near the park',
      city: 'Dubai',
      pincode: '00000',
    };
    expect(addressLine(dubai)).toBe('Villa 12, Al Wasl Road, Jumeirah, Near the park, Dubai');
    expect(visiblePincode(dubai)).toBe('');
  });
});
