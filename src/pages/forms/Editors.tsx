import { titledPage } from '@/components/titledPage';
import { formsFeature } from '@/features/forms';
import { EditorsDemo, formsMessages } from '@/features/forms/ui';
import './editors.scss';

export const features = [formsFeature];
export const messages = formsMessages;

export default titledPage(EditorsDemo);
