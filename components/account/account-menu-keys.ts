/** The `account` strings the header's account menu reads: the root layout sends only these to the browser. */
export const ACCOUNT_MENU_KEYS = ['menuFor', 'you', 'myAccount', 'hello', 'helloNoName'] as const;
