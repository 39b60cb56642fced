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
export { tablesFeature } from './feature';
