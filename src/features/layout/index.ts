export { default as layoutSlice, selectTheme, type LayoutState, type Theme } from './layoutSlice';
export { layoutSaga } from './layoutSaga';
