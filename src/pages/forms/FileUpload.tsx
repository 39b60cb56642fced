import { cardPage } from '@/components/titledPage';
import { formsFeature } from '@/features/forms';
import { FileUploader, formsMessages } from '@/features/forms/ui';

export const features = [formsFeature];
export const messages = formsMessages;

export default cardPage(FileUploader);
