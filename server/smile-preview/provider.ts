import 'server-only';

/**
 * What makes the "after" image of a smile preview. The local provider (sharp, on this machine) is the default; a
 * hosted model can implement the same interface later. `render` receives the normalised photo (JPEG, upright, no
 * metadata, at most SMILE_PREVIEW_MAX_DIMENSION px) and returns an image sharp can read; it is re-encoded and
 * stripped again before it is stored, so a provider cannot leak metadata into what we serve.
 */
export interface PreviewProvider {
  /** Stored with each preview, so a later change of provider can be told apart. */
  readonly id: string;
  render(input: Buffer): Promise<Buffer>;
}
