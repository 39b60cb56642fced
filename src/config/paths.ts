/** Every route of the app, relative to the router's basename (the PUBLIC_URL). */
export const PATHS = {
  root: '/',
  dashboard: {
    ecommerce: '/dashboard/ecommerce',
    analytics: '/dashboard/analytics',
  },
  apps: {
    calendar: '/apps/calendar',
    chat: '/apps/chat',
    emailInbox: '/apps/email/inbox',
    emailDetails: '/apps/email/details',
    emailCompose: '/apps/email/compose',
    projectsList: '/apps/projects/list',
    projectsDetails: '/apps/projects/details',
    tasksList: '/apps/tasks/list',
    tasksKanban: '/apps/tasks/kanban',
    fileManager: '/apps/file-manager',
  },
  pages: {
    starter: '/pages/starter',
    profile: '/pages/profile',
    activity: '/pages/activity',
    invoice: '/pages/invoice',
    pricing: '/pages/pricing',
  },
  components: {
    uiElements: '/components/ui-elements',
    widgets: '/components/widgets',
    charts: '/components/charts',
  },
  icons: {
    unicons: '/icons/unicons',
    feather: '/icons/feather',
    bootstrap: '/icons/bootstrap',
  },
  forms: {
    basic: '/forms/basic',
    advanced: '/forms/advanced',
    validation: '/forms/validation',
    wizard: '/forms/wizard',
    upload: '/forms/upload',
    editors: '/forms/editors',
  },
  tables: {
    basic: '/tables/basic',
    advanced: '/tables/advanced',
  },
  maps: {
    google: '/maps/googlemaps',
    vector: '/maps/vectorMaps',
  },
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    confirm: '/auth/confirm',
    forgetPassword: '/auth/forget-password',
    lockScreen: '/auth/lock-screen',
    logout: '/auth/logout',
  },
  landing: '/landing',
  maintenance: '/maintenance',
  error404: '/error-404',
  error500: '/error-500',
  accessDenied: '/access-denied',
} as const;

export const HOME_PATH = PATHS.dashboard.ecommerce;
