// Lucide (Feather's maintained successor) as a whole set: only this route's chunk holds it.
import { icons } from 'lucide-react';
import { IconSetPage } from './components/IconBrowser';
import { kebab, type IconEntry } from './components/iconSearch';
import { iconsMessages } from './messages';

export const messages = iconsMessages;

type LucideEntry = IconEntry & { component: keyof typeof icons };

const ICONS: LucideEntry[] = (Object.keys(icons) as (keyof typeof icons)[]).map((key) => ({
  name: kebab(key),
  copy: `import { ${key} } from 'lucide-react';`,
  component: key,
}));

export default function FeatherIconsPage() {
  return (
    <IconSetPage
      set="feather"
      icons={ICONS}
      renderIcon={(icon) => {
        const Icon = icons[icon.component];
        return <Icon size={24} />;
      }}
    />
  );
}
