// The whole Unicons set, imported here only: it lands in this route's chunk alone.
import * as Unicons from '@iconscout/react-unicons';
import { IconSetPage } from './components/IconBrowser';
import { kebab, type IconEntry } from './components/iconSearch';
import { iconsMessages } from './messages';

export const messages = iconsMessages;

type UniconEntry = IconEntry & { component: string };

const ICONS: UniconEntry[] = Object.keys(Unicons)
  .filter((key) => key.startsWith('Uil'))
  .map((key) => ({
    name: kebab(key.slice(3)).replace(/^-/, ''),
    copy: `import { ${key} } from '@iconscout/react-unicons';`,
    component: key,
  }));

export default function UniconsPage() {
  return (
    <IconSetPage
      set="unicons"
      icons={ICONS}
      renderIcon={(icon) => {
        const Icon = Unicons[icon.component];
        return Icon ? <Icon size={24} /> : null;
      }}
    />
  );
}
