export { formsFeature } from './feature';
export { FORMS_API, UPLOAD_LIMITS } from './api';
export {
  formSubmitRequested,
  selectSubmission,
  selectUploads,
  type FormsState,
} from './formsSlice';
