// webpack loader for `src/**/<set>.iconset.ts`: replaces the module by the set's data, computed
// at build time (scripts/iconSets.cjs), as one JSON string; the browser parses it in one go
// instead of running a module per icon.
'use strict';

const path = require('node:path');

module.exports = function iconSetLoader() {
  const set = path.basename(this.resourcePath).split('.')[0];
  const setsFile = require.resolve('../iconSets.cjs');
  this.addDependency(setsFile);
  const { iconSet } = require(setsFile);
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(iconSet(set)))});\n`;
};
