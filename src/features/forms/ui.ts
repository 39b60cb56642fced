import en from './locales/en.json';
import it from './locales/it.json';

export { SignupForm } from './components/SignupForm';
export { BootstrapValidationForm } from './components/BootstrapValidationForm';
export { Wizard } from './components/Wizard';
export { FileUploader } from './components/FileUploader';
export { EditorsDemo } from './components/Editors';
export const formsMessages = { en, it };
