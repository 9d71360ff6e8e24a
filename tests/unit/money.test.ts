import { describe, expect, it } from 'vitest';
import { formatMoney, money } from '@/lib/money';
import { alignerPlans } from '@/lib/aligner-plans';

describe('money', () => {
  it('formats whole amounts without decimals in Indian grouping', () => {
    expect(formatMoney(money(4_999_900, 'INR'), 'en-IN')).toBe('₹49,999');
    expect(formatMoney(money(1_00_00_000_00, 'INR'), 'en-IN')).toBe('₹1,00,00,000');
  });

  it('shows every minor digit for fractions, three for the Bahraini dinar', () => {
    expect(formatMoney(money(12_345, 'AED'), 'en-AE')).toMatch(/AED\s?123\.45/);
    expect(formatMoney(money(1_234, 'BHD'), 'en-BH')).toMatch(/BHD\s?1\.234/);
  });

  it('uses the locale’s numerals and currency words', () => {
    const arabic = formatMoney(money(799_900, 'AED'), 'ar-AE');
    expect(arabic).toMatch(/د\.إ/);
    expect(formatMoney(money(799_900, 'SAR'), 'en-SA')).toMatch(/SAR\s?7,999/);
  });

  it('refuses non-integer minor units', () => {
    expect(() => money(10.5, 'INR')).toThrow();
  });

  it('prices plans per country in that country’s currency', () => {
    expect(alignerPlans('IN')[0]?.total.currency).toBe('INR');
    expect(alignerPlans('QA')[0]?.total.currency).toBe('QAR');
    expect(alignerPlans('BH')[0]?.total.currency).toBe('BHD');
  });
});
