export { readPeople, readLargePeople, deletePeople } from './requests';
export {
  selectPeople,
  selectPeopleRequest,
  selectLargePeople,
  selectLargePeopleRequest,
  type TablesState,
} from './tablesSlice';
export { tablesFeature } from './feature';
