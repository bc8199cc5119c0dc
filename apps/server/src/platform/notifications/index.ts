/**
 * The notifications platform service's door (decision 0231): the only file of platform/notifications/ that code outside platform/ imports.
 * In-app notifications, live on the bell.
 */
export { notificationRoutes } from './notifications.routes.ts';
export { notifyUsers } from './notifications.service.ts';
