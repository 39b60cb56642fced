// The whole Unicons set, as data: it lands in this route's chunk alone.
import { SvgIconSetPage, svgIconEntries } from './components/IconSvg';
import { kebab } from './components/iconSearch';
import { iconsMessages } from './messages';
import unicons from './sets/unicons.iconset';

export const messages = iconsMessages;

const ICONS = svgIconEntries(unicons, (key) => ({
  name: kebab(key.slice(3)).replace(/^-/, ''),
  copy: `import { ${key} } from '@iconscout/react-unicons';`,
}));

export default function UniconsPage() {
  return <SvgIconSetPage set="unicons" svg={unicons.svg} icons={ICONS} />;
}
