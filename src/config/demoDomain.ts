/**
 * The offline demo's own team domain. An offline demo can send no mail, so an address of it
 * registers already verified; any other address gets its verification e-mail in the demo
 * outbox. The register page says so in demo mode; the msw identity backend applies it.
 */
export const DEMO_TEAM_DOMAIN = 'shreyu.test';

/** True for an address of the demo's own domain (case-insensitive). */
export const isDemoTeamAddress = (email: string): boolean =>
  email.trim().toLowerCase().endsWith(`@${DEMO_TEAM_DOMAIN}`);
