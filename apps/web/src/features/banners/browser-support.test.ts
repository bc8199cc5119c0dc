import { describe, expect, it } from 'vitest';
import { detectBrowser, isOutdated } from './browser-support';

const UA = {
  chrome59: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/59.0.3071.115 Safari/537.36',
  chrome60: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.90 Safari/537.36',
  chrome131: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefox55: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:55.0) Gecko/20100101 Firefox/55.0',
  firefox56: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:56.0) Gecko/20100101 Firefox/56.0',
  safari11: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_1) AppleWebKit/604.3.5 (KHTML, like Gecko) Version/11.0.1 Safari/604.3.5',
  safari111: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.1 Safari/605.1.15',
  safari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  edge79:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.74 Safari/537.36 Edg/79.0.309.43',
  edge80:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.87 Safari/537.36 Edg/80.0.361.48',
  edgeLegacy:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.17763',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.169 Mobile/15E148 Safari/604.1',
  bot: 'curl/8.4.0',
};

describe('detectBrowser', () => {
  it('reads the browser and its version', () => {
    expect(detectBrowser(UA.chrome60)).toEqual({ name: 'chrome', version: [60, 0] });
    expect(detectBrowser(UA.firefox56)).toEqual({ name: 'firefox', version: [56, 0] });
    expect(detectBrowser(UA.safari111)).toEqual({ name: 'safari', version: [11, 1] });
    expect(detectBrowser(UA.edge80)).toEqual({ name: 'edge', version: [80, 0] });
    expect(detectBrowser(UA.edgeLegacy)).toEqual({ name: 'edge', version: [18, 17763] });
    expect(detectBrowser(UA.ie11)).toEqual({ name: 'ie', version: [11, 0] });
    expect(detectBrowser(UA.opera)).toEqual({ name: 'chrome', version: [120, 0] });
    expect(detectBrowser(UA.chromeIos)).toEqual({ name: 'chrome', version: [119, 0] });
    expect(detectBrowser(UA.bot)).toBeNull();
  });
});

describe('isOutdated (spec 000 §5: Firefox 56, Chrome 60, Safari 11.1, Edge 80)', () => {
  it('flags versions below the minimums and Internet Explorer', () => {
    for (const ua of [UA.chrome59, UA.firefox55, UA.safari11, UA.edge79, UA.edgeLegacy, UA.ie11]) {
      expect(isOutdated(detectBrowser(ua)), ua).toBe(true);
    }
  });

  it('accepts the minimums themselves, newer versions and unknown browsers', () => {
    for (const ua of [UA.chrome60, UA.chrome131, UA.firefox56, UA.safari111, UA.safari17, UA.edge80, UA.opera, UA.bot]) {
      expect(isOutdated(detectBrowser(ua)), ua).toBe(false);
    }
  });
});
