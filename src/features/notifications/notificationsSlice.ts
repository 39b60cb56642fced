import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { notificationAdded, type Notification } from '../events';

export interface NotificationsState {
  items: Notification[];
}

/** More than this and the oldest toast gives way: a burst of errors must not cover the page. */
export const MAX_NOTIFICATIONS = 5;

const initialState: NotificationsState = { items: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(notificationAdded, (state, action) => {
      state.items.push(action.payload);
      if (state.items.length > MAX_NOTIFICATIONS) state.items.shift();
    });
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notificationDismissed } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
export { notificationAdded };
export default notificationsSlice;
