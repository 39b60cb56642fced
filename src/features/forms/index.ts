export { formsFeature } from './feature';
export {
  formSubmitRequested,
  selectSubmission,
  selectUploads,
  type FormsState,
} from './formsSlice';
