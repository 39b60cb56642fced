export function* layoutSaga() {
  // Persistence, cross-tab sync and URL overrides arrive with the layouts issue.
}
