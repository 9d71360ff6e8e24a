import { describe, expect, it } from 'vitest';
import { latinShare, readableText } from '@/tests/e2e/latin-share';

describe('the Latin-script share of a page', () => {
  it('counts body text, the title and screen-reader labels, not scripts, styles or drawings', () => {
    const html = `<html><head><title>दाँतों की देखभाल</title><script>var english = "lots of words here"</script></head>
      <body><main><h1>साफ़ अलाइनर</h1><img alt="Retainer case" src="/a.svg"><svg><desc>ignored words</desc></svg>
      <style>.x{color:red}</style><button aria-label="Open menu">☰</button><p>toothsi &amp; WhatsApp पर बात करें, 100 ml, ₹4,999</p></main></body></html>`;
    const text = readableText(html);
    expect(text).toContain('दाँतों');
    expect(text).toContain('Retainer case');
    expect(text).toContain('Open menu');
    expect(text).not.toContain('english');
    expect(text).not.toContain('ignored');
    const share = latinShare(html);
    // Latin outside the allowed list: Retainer, case, Open, menu. Brand names and units are allowed.
    expect(share.sample).toEqual(['Retainer', 'case', 'Open', 'menu']);
    expect(share.latin).toBe(4);
    expect(share.ratio).toBeCloseTo(4 / share.words);
  });

  it('passes a page in Hindi and fails one that is mostly English', () => {
    const hindi = '<body><p>अपनी मुस्कान के लिए घर पर मुफ़्त स्कैन बुक करें</p></body>';
    const english = '<body><p>Book a free scan at home for your smile today</p></body>';
    expect(latinShare(hindi).ratio).toBe(0);
    expect(latinShare(english).ratio).toBe(1);
  });

  it("leaves out customers' quoted reviews and the language picker's own names, nothing else marked with lang", () => {
    const html = `<body><p>हमारे ग्राहकों की राय</p><blockquote lang="en-IN" dir="auto">Loved the results, great team</blockquote>
      <a href="/uae-en" hreflang="en-AE" lang="en-AE">English (UAE)</a><div lang="en">Untranslated article text</div></body>`;
    const share = latinShare(html);
    expect(share.sample).toEqual(['Untranslated', 'article', 'text']);
  });

  it('counts a brand joined to a suffix in the page script as allowed, and leaves out addresses and names marked translate=no', () => {
    const html = `<body><p>toothsi-யின் புதிய மையம்</p><address>Lane 6, North Main Road, Pune</address><p><bdi translate="no">Priya Shah</bdi>, புனே</p><p>Gentle care</p></body>`;
    expect(latinShare(html).sample).toEqual(['Gentle', 'care']);
  });
});
