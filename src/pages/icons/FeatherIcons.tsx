// Lucide (Feather's maintained successor) as a whole set, as data: only this route's chunk holds it.
import { IconSetPage } from './components/IconBrowser';
import { IconSvg } from './components/IconSvg';
import { kebab, type IconEntry } from './components/iconSearch';
import { iconsMessages } from './messages';
import feather from './sets/feather.iconset';

export const messages = iconsMessages;

type LucideEntry = IconEntry & { shapes: (typeof feather.icons)[number][1] };

const ICONS: LucideEntry[] = feather.icons.map(([key, shapes]) => ({
  name: kebab(key),
  copy: `import { ${key} } from 'lucide-react';`,
  shapes,
}));

export default function FeatherIconsPage() {
  return (
    <IconSetPage
      set="feather"
      icons={ICONS}
      renderIcon={(icon) => <IconSvg svg={feather.svg} shapes={icon.shapes} />}
    />
  );
}
