// The whole Unicons set, as data: it lands in this route's chunk alone.
import { IconSetPage } from './components/IconBrowser';
import { IconSvg } from './components/IconSvg';
import { kebab, type IconEntry } from './components/iconSearch';
import { iconsMessages } from './messages';
import unicons from './sets/unicons.iconset';

export const messages = iconsMessages;

type UniconEntry = IconEntry & { shapes: (typeof unicons.icons)[number][1] };

const ICONS: UniconEntry[] = unicons.icons.map(([key, shapes]) => ({
  name: kebab(key.slice(3)).replace(/^-/, ''),
  copy: `import { ${key} } from '@iconscout/react-unicons';`,
  shapes,
}));

export default function UniconsPage() {
  return (
    <IconSetPage
      set="unicons"
      icons={ICONS}
      renderIcon={(icon) => <IconSvg svg={unicons.svg} shapes={icon.shapes} />}
    />
  );
}
