export { formsFeature } from './feature';
export { selectSubmission, selectUploads, type FormsState } from './formsSlice';
export { submitForm } from './requests';
