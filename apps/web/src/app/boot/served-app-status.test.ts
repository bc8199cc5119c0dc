import { describe, expect, it } from 'vitest';
import { readServedAppStatus, SERVED_APP_STATUS_ID } from './served-app-status';

const STATUS = { maintenance: false, featureFlags: { publicAd: true }, support: { phone: '1300 063 428', email: 'support@cgx.com.au' } };

function documentWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = SERVED_APP_STATUS_ID;
    script.type = 'application/json';
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('readServedAppStatus', () => {
  it('reads the status the server wrote into the page', () => {
    expect(readServedAppStatus(documentWith(JSON.stringify(STATUS)))).toEqual(STATUS);
  });

  it('answers null for a page without it (the service worker’s index.html) and for anything that is not a status', () => {
    expect(readServedAppStatus(documentWith(null))).toBeNull();
    expect(readServedAppStatus(documentWith('{not json'))).toBeNull();
    expect(readServedAppStatus(documentWith('null'))).toBeNull();
    expect(readServedAppStatus(documentWith(JSON.stringify({ ...STATUS, maintenance: 'no' })))).toBeNull();
  });
});
