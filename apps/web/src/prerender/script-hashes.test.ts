import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './script-hashes';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script that runs, as the browser does: the exact text between the tags', () => {
    const loader = '(function(){window.cgxStarted = "é";})();';
    const html = `<head><script type="module" crossorigin src="/assets/app.js"></script></head>
      <body><script>${loader}</script><script type="module">import '/x.js';</script>
      <script id="cgx-app-status" type="application/json">{"maintenance":false}</script><script>${loader}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(loader), sha256("import '/x.js';")]);
  });

  it('knows the hash of a known text (as openssl computes it)', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual(['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=']);
  });

  it('finds none in a page whose scripts are all files', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="module" src="/b.js"></script>')).toEqual([]);
  });
});
