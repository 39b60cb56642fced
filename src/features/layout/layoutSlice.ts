import { createSlice } from '@reduxjs/toolkit';

export type Theme = 'light' | 'dark';

export interface LayoutState {
  theme: Theme;
}

const initialState: LayoutState = { theme: 'light' };

const layoutSlice = createSlice({
  name: 'layout',
  initialState,
  reducers: {},
  selectors: {
    selectTheme: (state) => state.theme,
  },
});

export const { selectTheme } = layoutSlice.selectors;
export default layoutSlice;
