// Lucide (Feather's maintained successor) as a whole set, as data: only this route's chunk holds it.
import { SvgIconSetPage, svgIconEntries } from './components/IconSvg';
import { kebab } from './components/iconSearch';
import { iconsMessages } from './messages';
import feather from './sets/feather.iconset';

export const messages = iconsMessages;

const ICONS = svgIconEntries(feather, (key) => ({
  name: kebab(key),
  copy: `import { ${key} } from 'lucide-react';`,
}));

export default function FeatherIconsPage() {
  return <SvgIconSetPage set="feather" svg={feather.svg} icons={ICONS} />;
}
