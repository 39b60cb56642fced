import { defineFeature } from '@/lib/feature';
import chatSlice from './chatSlice';
import { chatSaga } from './chatSaga';

/** Injected with the chat's route (pages/apps/Chat exports it in `features`). */
export const chatFeature = defineFeature({ name: 'chat', slice: chatSlice, saga: chatSaga });
