/** CV uploads: PDF or Word only, recognised by their first bytes (not by the name a browser sends), 5 MB at most. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export type CvType = 'pdf' | 'doc' | 'docx';
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function sniffCvType(bytes: Uint8Array, filename: string): CvType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'; // %PDF-
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'doc'; // OLE compound file
  if (starts(0x50, 0x4b, 0x03, 0x04) && /\.docx$/i.test(filename)) return 'docx'; // a zip named .docx
  return null;
}
