import { notifications } from '@mantine/notifications';

/** Toasts (spec 000 §9: they last TOAST_DURATION_MS, set once on <Notifications>). */
export const notifyError = (message: string, title = 'Error'): void => {
  notifications.show({ title, message, color: 'red', withBorder: true });
};

export const notifySuccess = (message: string, title?: string): void => {
  notifications.show({ title, message, color: 'forest', withBorder: true });
};
