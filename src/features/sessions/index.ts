export { StudentSessions } from './student/StudentSessions';
export { StudentSession } from './student/StudentSession';
