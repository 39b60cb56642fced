import { LayoutFrame } from './LayoutFrame';
import { TwoColumnMenu } from './parts/lazyParts';

/** Top bar, an icon column and the picked group's column, content, footer. */
export default function TwoColumnLayout() {
  return <LayoutFrame menu={<TwoColumnMenu />} />;
}
