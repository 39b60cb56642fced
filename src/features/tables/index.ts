export {
  peopleRequested,
  largePeopleRequested,
  peopleDeleteRequested,
  selectPeople,
  selectPeopleRequest,
  selectLargePeople,
  selectLargePeopleRequest,
  type TablesState,
} from './tablesSlice';
export { TABLES_API, type Person } from './api';
export { tablesFeature } from './feature';
