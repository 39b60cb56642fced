// The two icon sets that the icon pages show whole (Lucide, as Feather's successor, and
// Unicons) as plain data: each icon's component name and the shapes inside its <svg>.
//
// Why data and not the components: `import { icons } from 'lucide-react'` is some 2,000 modules
// of one icon each, and Unicons 1,200 more. The browser ran all of them in one task when the
// page opened (about 670 ms at a phone's CPU, for Feather), where one JSON string is parsed in
// a fraction of that. The webpack build runs this file (scripts/webpack/iconSetLoader.cjs); jest
// runs it as the `*.iconset.ts` modules import it. Both render every icon with the library's
// own component, so the shapes are the library's, whatever its version.
'use strict';

const { createElement } = require('react');
const { renderToStaticMarkup } = require('react-dom/server');

/** Each set's components by name. */
const SETS = {
  feather: () => Object.entries(require('lucide-react').icons),
  unicons: () =>
    Object.entries(require('@iconscout/react-unicons')).filter(([name]) => name.startsWith('Uil')),
};

const ATTRIBUTE = /\s([a-z][\w-]*)="([^"]*)"/g;
/** camelCase for React ("stroke-width" -> "strokeWidth"); aria-* and data-* stay as they are. */
const propName = (attribute) =>
  /^(aria|data)-/.test(attribute)
    ? attribute
    : attribute.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

function props(attributes) {
  const result = {};
  for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) result[propName(name)] = value;
  return result;
}

/** `<path d="..."></path><circle .../>` -> [["path", { d: "..." }], ["circle", {...}]]. */
function shapes(inner, name) {
  const found = [];
  const SHAPE = /<([a-z]+)((?:\s[a-z][\w-]*="[^"]*")*)\s*(?:\/>|><\/\1>)/gy;
  let read = 0; // how far the shapes found reach (a failed sticky match resets lastIndex)
  for (let match = SHAPE.exec(inner); match; match = SHAPE.exec(inner)) {
    found.push([match[1], props(match[2])]);
    read = SHAPE.lastIndex;
  }
  if (read !== inner.length)
    throw new Error(`icon ${name}: shapes this reader does not know: ${inner}`);
  return found;
}

/**
 * One set: `svg`, the outer <svg>'s props every icon of the set shares (its class apart), and
 * `icons`, [component name, shapes] for each.
 */
function iconSet(set) {
  const components = SETS[set];
  if (!components) throw new Error(`no icon set "${set}"`);
  let svg;
  const icons = components().map(([name, Icon]) => {
    const markup = renderToStaticMarkup(createElement(Icon, { size: 24 }));
    const outer = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
    if (!outer) throw new Error(`icon ${name}: not one <svg>: ${markup}`);
    const own = props(outer[1]);
    delete own.class;
    delete own.className;
    if (svg === undefined) svg = own;
    else if (JSON.stringify(own) !== JSON.stringify(svg))
      throw new Error(`icon ${name}: its <svg> differs from the set's: ${outer[1]}`);
    return [name, shapes(outer[2], name)];
  });
  return { svg: svg ?? {}, icons };
}

module.exports = { iconSet };
