import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The checkout and address copy of a UI language, read from the catalogues the app ships. */
function catalogue(lang: 'en' | 'ar' | 'hi') {
  const checkout = JSON.parse(readFileSync(`messages/${lang}/checkout.json`, 'utf8')) as {
    addAddress: string;
    confirmedTitle: string;
    viewOrder: string;
    viewBooking: string;
    confirmBooking: string;
    noRecentOrderTitle: string;
    status: { paid: string };
    stage: { scanScheduled: string };
  };
  const address = JSON.parse(readFileSync(`messages/${lang}/address.json`, 'utf8')) as {
    recipientName: string;
    line1: string;
    city: string;
    pincode: string;
    save: string;
  };
  return { checkout, address };
}

export interface Market {
  name: string;
  /** URL prefix of the locale ('' for English in India). */
  prefix: string;
  dir: 'ltr' | 'rtl';
  copy: ReturnType<typeof catalogue>;
  /** An address in a city we serve in this market, with its PIN code where the country has them. */
  address: { name: string; line1: string; city: string; pincode: string | null };
  currency: RegExp;
}

export const ENGLISH_INDIA: Market = {
  name: 'English (India)',
  prefix: '',
  dir: 'ltr',
  copy: catalogue('en'),
  address: { name: 'Asha Rao', line1: '12 Hill Road, Bandra West', city: 'Mumbai', pincode: '400050' },
  currency: /₹/,
};

export const ARABIC_UAE: Market = {
  name: 'Arabic (UAE)',
  prefix: '/uae-ar',
  dir: 'rtl',
  copy: catalogue('ar'),
  address: { name: 'Layla Hassan', line1: 'Villa 12, Al Wasl Road, Jumeirah', city: 'Dubai', pincode: null },
  currency: /AED|د\.إ/,
};

export const HINDI_INDIA: Market = {
  ...ENGLISH_INDIA,
  name: 'Hindi (India)',
  prefix: '/hi',
  copy: catalogue('hi'),
};

export const ENGLISH_UAE: Market = {
  ...ARABIC_UAE,
  name: 'English (UAE)',
  prefix: '/uae-en',
  dir: 'ltr',
  copy: catalogue('en'),
};

export const MARKETS: readonly Market[] = [ENGLISH_INDIA, ARABIC_UAE];

let seq = 0;
/** A mobile number no other test uses. */
export function freshPhone(): string {
  seq++;
  return `96${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq).padStart(2, '0')}`;
}

/** A customer going through the shop, checkout and the sandbox gateway in one market. */
export class Journey {
  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext,
    readonly market: Market,
  ) {}

  url(path: string): string {
    return `${this.market.prefix}${path}`;
  }

  /** Waits for a path of this market: the locale prefix, then `pathPattern` (a regular expression source). */
  async at(pathPattern: string) {
    const prefix = this.market.prefix.replace(/\//g, '\\/');
    await this.page.waitForURL(new RegExp(`^https?://[^/]+${prefix}${pathPattern}`));
  }

  async addRetainer() {
    await this.page.goto(this.url('/toothsi/products/101/removable-retainer'));
    await expect(this.page.locator('html')).toHaveAttribute('dir', this.market.dir);
    await this.page.getByTestId('add-to-cart').click();
    await expect(this.page.getByTestId('cart-count')).toHaveText('1');
  }

  /** A skinnsi product (the skin line's face wash) into the cart, from its page in this market. */
  async addSkincare() {
    await this.page.goto(this.url('/skinnsi/skin-care-products/201/salicylic-acid-face-wash'));
    await expect(this.page.locator('html')).toHaveAttribute('dir', this.market.dir);
    await this.page.getByTestId('add-to-cart').click();
    await expect(this.page.getByTestId('cart-count')).toHaveText('1');
  }

  private async codeFor(e164: string): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const { messages } = (await (await this.request.get('/dev/outbox?format=json')).json()) as {
        messages: Array<{ recipient: string; body: string }>;
      };
      const code = /\b(\d{6})\b/.exec(
        messages.find((m) => m.recipient === e164 && /\b\d{6}\b/.test(m.body))?.body ?? '',
      )?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no code for ${e164}`);
  }

  /** On the sign-in page, in any language: country, number, code, by position. */
  async signIn(phone: string) {
    await this.at('\\/sign-in\\?next=');
    await this.page.getByRole('combobox').first().selectOption('IN');
    await this.page.getByRole('textbox').first().fill(phone);
    await this.page.locator('form button[type="submit"]').click();
    const code = await this.codeFor(`+91${phone}`);
    await this.page.getByRole('textbox').first().fill(code);
    await this.page.locator('form button[type="submit"]').click();
  }

  /** From the cart: add an address in the market's city and come back to the cart with it chosen. */
  async addAddress() {
    const { copy, address } = this.market;
    await this.page.getByRole('link', { name: copy.checkout.addAddress }).click();
    await this.page.getByLabel(copy.address.recipientName).fill(address.name);
    await this.page.getByLabel(copy.address.line1).fill(address.line1);
    await this.page.getByLabel(copy.address.city, { exact: true }).selectOption(address.city);
    if (address.pincode) await this.page.getByLabel(copy.address.pincode).fill(address.pincode);
    await this.page.getByRole('button', { name: copy.address.save }).click();
    await this.at('\\/checkout\\/select-address$');
    await expect(this.page.getByRole('radio', { name: new RegExp(address.name) })).toBeChecked();
  }

  /** On the sandbox gateway's page: choose how the payment ends. */
  async gatewayAnswers(choice: 'pay successfully' | 'fail the payment' | 'leave it pending') {
    await this.page.waitForURL(/\/sandbox-pay\//);
    await this.page.getByRole('button', { name: new RegExp(choice, 'i') }).click();
  }

  /** The order id at the end of the current URL. */
  orderId(): string {
    const id = /([0-9a-f-]{36})$/.exec(new URL(this.page.url()).pathname)?.[1];
    if (!id) throw new Error(`no order id in ${this.page.url()}`);
    return id;
  }

  async expectPaid() {
    await expect(this.page.getByTestId('payment-success')).toBeVisible();
    await expect(this.page.getByTestId('order-status')).toHaveText(this.market.copy.checkout.status.paid);
  }
}
