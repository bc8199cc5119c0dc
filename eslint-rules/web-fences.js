// The web's import fences (decision 0232): a feature never imports another, the shared layers
// (components/, lib/, order-form/, session/) import no feature, and no file is in an import loop.
import path from 'node:path';
import { webFileLoops, webSrc } from '../scripts/import-graph.mjs';

const featureOf = (file) => {
  const relative = path.relative(webSrc, file).split(path.sep);
  return relative[0] === 'features' && relative.length > 2 ? relative[1] : null;
};
/** Files that may import features: the app shell, the routes and the prerender. */
const composesFeatures = (file) => /^(app|prerender)\//.test(path.relative(webSrc, file)) || path.relative(webSrc, file) === 'main.tsx';
const insideWeb = (file) => !path.relative(webSrc, file).startsWith('..');

const featureFence = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherFeature:
        "A feature imports no other feature ('{{to}}'): move what both need to a shared layer (components/, lib/, order-form/, session/) or to packages/domain (decision 0232).",
      sharedLayer:
        "A shared layer imports no feature ('{{to}}'): the feature may import this layer, not the other way round (decision 0232).",
    },
  },
  create(context) {
    const file = context.filename;
    if (!insideWeb(file) || composesFeatures(file)) return {};
    const from = featureOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (to === null || to === from) return;
      context.report({ node: node.source, messageId: from === null ? 'sharedLayer' : 'otherFeature', data: { to: `features/${to}` } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

let loopFiles;
const noImportLoop = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { loop: 'This file is in an import loop of {{count}} files ({{files}}): break it (decision 0232).' },
  },
  create(context) {
    const file = context.filename;
    if (!insideWeb(file)) return {};
    // The whole graph, read once per lint run from the files on disk.
    loopFiles ??= new Map(webFileLoops().flatMap((group) => group.map((member) => [member, group])));
    return {
      Program(node) {
        const group = loopFiles.get(path.relative(webSrc, file));
        if (group) context.report({ node, messageId: 'loop', data: { count: group.length, files: group.slice(0, 4).join(', ') } });
      },
    };
  },
};

export default { rules: { 'feature-fence': featureFence, 'no-import-loop': noImportLoop } };
