import { LayoutFrame } from './LayoutFrame';
import { LeftSidebar } from './parts/lazyParts';

/** Top bar, left sidebar, content, footer. */
export default function VerticalLayout() {
  return <LayoutFrame menu={<LeftSidebar />} />;
}
