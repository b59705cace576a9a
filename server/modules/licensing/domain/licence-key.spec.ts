import { generateLicenceKey, keyLast4, licenceKeyDigest, normaliseLicenceKey } from './licence-key.js';

describe('licence keys', () => {
  it('look like AIRE-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX in Crockford base32', () => {
    for (let i = 0; i < 200; i++) {
      expect(generateLicenceKey()).toMatch(/^AIRE(-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{5}){5}$/);
    }
  });

  it('are unique and use the whole alphabet (125 random bits)', () => {
    const keys = new Set(Array.from({ length: 5000 }, generateLicenceKey));
    expect(keys.size).toBe(5000);
    const seen = new Set([...keys].join('').replace(/AIRE|-/g, ''));
    expect(seen.size).toBe(32);
  });

  it('normalise whatever the buyer typed: dashes, spaces, case, prefix, look-alike letters', () => {
    const key = 'AIRE-0A1BC-DEFGH-JKMNP-QRSTV-WXYZ9';
    const body = '0A1BCDEFGHJKMNPQRSTVWXYZ9';
    for (const typed of [key, key.toLowerCase(), ` ${key.replace(/-/g, ' ')} `, body, 'OA1BC-DEFGH-JKMNP-QRSTV-WXYZ9', '0AIBC DEFGH JKMNP QRSTV WXYZ9', 'aire—0a1bc–defgh-jkmnp-qrstv-wxyz9']) {
      expect(normaliseLicenceKey(typed)).toBe(body);
    }
  });

  it('reject what cannot be a key', () => {
    for (const typed of ['', 'AIRE', 'AIRE-0A1BC-DEFGH-JKMNP-QRSTV-WXYZ', 'AIRE-0A1BC-DEFGH-JKMNP-QRSTV-WXYZ99', 'AIRE-UUUUU-DEFGH-JKMNP-QRSTV-WXYZ9', "' OR 1=1 --"]) {
      expect(normaliseLicenceKey(typed)).toBeNull();
    }
  });

  it('are stored as a keyed HMAC: same key and pepper, same digest; another pepper, another digest', () => {
    const body = normaliseLicenceKey(generateLicenceKey())!;
    const digest = licenceKeyDigest('pepper-one', body);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(licenceKeyDigest('pepper-one', body)).toBe(digest);
    expect(licenceKeyDigest('pepper-two', body)).not.toBe(digest);
    expect(digest).not.toContain(body.toLowerCase());
    expect(keyLast4(body)).toBe(body.slice(-4));
  });
});
