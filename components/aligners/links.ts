/** Where "Book a scan" leads: the account page, which starts the journey (spec §4, initial stage). */
export const BOOK_SCAN_HREF = '/my-account';
