export { StudentSessions } from './student/StudentSessions';
export { StudentSession } from './student/StudentSession';
export { TeacherSessions } from './teacher/TeacherSessions';
export { TeacherSession } from './teacher/TeacherSession';
export { Students } from './teacher/Students';
export { useSessionTitle } from './sessionsApi';
