import { LayoutFrame } from './LayoutFrame';
import { HorizontalNav } from './parts/lazyParts';

/** Top bar, a menu bar of dropdowns under it, content, footer. */
export default function HorizontalLayout() {
  return <LayoutFrame menu={<HorizontalNav />} />;
}
