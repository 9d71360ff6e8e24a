import 'server-only';
import sharp from 'sharp';
import type { PreviewProvider } from './provider';

/**
 * The default provider, on this machine: an honest illustration, not a prediction. It lifts the photo's tone a
 * little and evenly, then whitens and brightens the lighter pixels of a soft oval in the lower centre of the frame, where a
 * front-facing smile photo shows the teeth. Nothing is drawn or moved, and nothing is stamped on the image.
 */
export const localPreviewProvider: PreviewProvider = {
  id: 'local-sharp-v1',
  async render(input) {
    const { width = 0, height = 0 } = await sharp(input).metadata();
    if (!width || !height) throw new Error('The normalised photo has no size.');

    // Where the teeth probably are: a feathered oval, brightest in its middle.
    const oval = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<filter id="f"><feGaussianBlur stdDeviation="${Math.max(2, Math.round(width * 0.04))}"/></filter>` +
        `<rect width="100%" height="100%" fill="#000"/>` +
        `<ellipse cx="${width * 0.5}" cy="${height * 0.6}" rx="${width * 0.3}" ry="${height * 0.17}" fill="#fff" filter="url(#f)"/></svg>`,
    );
    // Within it, only the light pixels (teeth, not lips or skin): luminance lifted into a soft threshold.
    const mask = await sharp(input)
      .greyscale()
      .linear(3.5, -500)
      .blur(1.2)
      .composite([{ input: await sharp(oval).greyscale().toBuffer(), blend: 'multiply' }])
      .extractChannel(0)
      .raw()
      .toBuffer();

    // A gentle, even lift of the whole photo; then the whitened copy shows through the mask only.
    const evened = await sharp(input).modulate({ brightness: 1.03, saturation: 0.97 }).jpeg({ quality: 95 }).toBuffer();
    const whitened = await sharp(evened)
      .modulate({ brightness: 1.12, saturation: 0.5 })
      .linear(1.04, 6)
      .joinChannel(mask, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
    return sharp(evened)
      .composite([{ input: whitened, blend: 'over' }])
      .jpeg({ quality: 90 })
      .toBuffer();
  },
};
