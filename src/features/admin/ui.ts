export { AdminUsers } from './components/AdminUsers';
export { AuditLog } from './components/AuditLog';
export { adminMessages } from './messages';
